import { useEffect, useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useContainerMetrics } from './use-container-metrics.ts';

interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => number;
  /** Items per row for the container's width. */
  columnsFor: (width: number) => number;
  estimateRowHeight: (width: number, columns: number) => number;
  gap: number;
  /** Changes that alter row heights (display options): re-measure when it changes. */
  layoutKey: string;
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Only the rows near the viewport are in the DOM (window scrolling, so the page scrolls as usual);
 * 10,000 items cost what a screenful does. Rows are measured after render, so heights may vary.
 */
export function VirtualRows<T>({ items, getKey, columnsFor, estimateRowHeight, gap, layoutKey, label, renderItem }: VirtualRowsProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, top } = useContainerMetrics(containerRef);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight(width, columns),
    overscan: 3,
    gap,
    scrollMargin: top,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, layoutKey]);

  return (
    <div ref={containerRef} role="list" aria-label={label}>
      <div role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          const rowItems = items.slice(first, first + columns);
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {rowItems.map((item, offset) => (
                <div key={getKey(item)} role="listitem" aria-posinset={first + offset + 1} aria-setsize={items.length}>
                  {renderItem(item, first + offset)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
