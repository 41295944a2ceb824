import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ContainerMetrics {
  width: number;
  /** Distance from the top of the document: the window virtualizer's scroll margin. */
  top: number;
}

/** Width and document offset of an element, kept up to date as the layout changes. */
export function useContainerMetrics(ref: RefObject<HTMLElement | null>): ContainerMetrics {
  const [metrics, setMetrics] = useState<ContainerMetrics>({ width: 0, top: 0 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setMetrics((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Content above (toolbar wrapping, a toast) can move the list without resizing it.
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);

  return metrics;
}
