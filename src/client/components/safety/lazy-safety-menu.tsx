import { lazy, Suspense, type ComponentProps } from 'react';

const SafetyMenu = lazy(() => import('./safety-menu.tsx').then((m) => ({ default: m.SafetyMenu })));

/**
 * The safety menu, loaded when first shown: public pages show it only to signed-in visitors, and
 * its menu library would otherwise weigh on every visitor's first load. Holds its place meanwhile.
 */
export function LazySafetyMenu(props: ComponentProps<typeof SafetyMenu>) {
  return (
    <Suspense fallback={<span className="inline-block h-11 w-11 md:h-10 md:w-10" aria-hidden />}>
      <SafetyMenu {...props} />
    </Suspense>
  );
}
