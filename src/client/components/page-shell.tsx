import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card.tsx';

interface PageShellProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A single centred card: the frame of the small account screens (password, verification). */
export function PageShell({ title, description, icon, children }: PageShellProps) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          {icon ? (
            <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-fg" aria-hidden>
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </main>
  );
}
