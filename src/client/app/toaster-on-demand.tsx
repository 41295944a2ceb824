import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../lib/toast-store.ts';

const loadToaster = () => import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }));
const Toaster = lazy(loadToaster);

/**
 * The toaster (Radix Toast, its placement) is loaded when the first toast is raised, not with the
 * page: ~5 KiB of every page's first load that a visitor who never acts never needs (issue 31's
 * 150 KiB budget). A toast follows an action, so the first press or key starts the download and
 * the toast rarely waits for it. Once loaded it stays mounted (F8 and its region from then on).
 */
export function ToasterOnDemand() {
  const raised = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (raised) setWanted(true);
  }, [raised]);
  useEffect(() => {
    const early = () => void loadToaster();
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, early, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, early);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
