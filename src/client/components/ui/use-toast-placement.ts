import { useLayoutEffect, useRef } from 'react';
import { chooseToastTop, type Band } from './toast-placement.ts';

/** Action bars the toast must not cover carry this attribute (the Add to Inventory bar…); the page's h1 and the focused field are kept clear too. */
export const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

function measure(el: HTMLElement): number {
  const root = document.documentElement;
  const nav = document.querySelector('[data-sticky-nav]')?.getBoundingClientRect();
  const area = el.getBoundingClientRect();
  const obstacles: Band[] = [];
  // A modal dialog covers the page: what is under it is out of reach, and the dialog itself moves below the toast.
  if (!document.querySelector('[role="dialog"][data-state="open"]')) {
    const active = document.activeElement;
    const field = active instanceof HTMLElement && active.matches('input, textarea, select') ? [active] : [];
    const keep = [...document.querySelectorAll<HTMLElement>(`[${TOAST_AVOID_ATTRIBUTE}], main h1`), ...field];
    for (const bar of keep) {
      const r = bar.getBoundingClientRect();
      const sideBySide = r.right <= area.left || r.left >= area.right;
      if (r.height > 0 && !sideBySide && r.bottom > 0 && r.top < window.innerHeight) obstacles.push({ top: r.top, bottom: r.bottom });
    }
  }
  return chooseToastTop({
    navBottom: nav ? Math.max(0, nav.bottom) : 0,
    viewportHeight: root.clientHeight,
    toastHeight: area.height,
    obstacles,
  });
}

/**
 * While a toast shows: places it (chooseToastTop) as the page scrolls or resizes and as focus moves (a dialog
 * opening), and publishes where it ends (`--toast-clear` on <html>) so an open dialog is laid out below it
 * (index.css `.dialog-frame`).
 */
export function useToastPlacement(showing: boolean) {
  const viewport = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = viewport.current;
    if (!showing || !el) return;
    let frame = 0;
    const update = () => {
      el.style.top = `${measure(el)}px`;
      root.style.setProperty('--toast-clear', `${Math.ceil(el.getBoundingClientRect().bottom)}px`);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    // A dialog opening (or a field taking focus) changes what the toast must keep clear: a toast placed at the
    // foot of the screen goes back under the navigation bar, so the dialog is not laid out below it.
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      document.removeEventListener('focusin', schedule);
      root.style.removeProperty('--toast-clear');
      el.style.removeProperty('top');
    };
  }, [showing]);
  return viewport;
}
