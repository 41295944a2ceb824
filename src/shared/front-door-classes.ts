/**
 * The front door's layout classes, written once for the server's first paint
 * (server/http/first-paint.ts) and the page that replaces it (front-door-page.tsx): the two must
 * lay out alike, or the swap moves the page (a layout shift).
 */
export const FRONT_DOOR_CLASSES = {
  main: 'mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8',
  heading: 'text-2xl font-bold tracking-tight text-fg sm:text-3xl',
  subheading: 'text-lg font-semibold text-fg',
  sell: 'inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  seeAll: 'text-sm font-medium text-fg underline underline-offset-2',
  categories: 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4',
  category:
    'flex min-h-11 items-center justify-between gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
} as const;
