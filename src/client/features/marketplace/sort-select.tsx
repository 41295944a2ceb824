import type { SearchSort } from '../../../shared/search-options.ts';
import { NativeSelect } from '../../components/ui/select.tsx';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  distance: 'Nearest first',
};

interface SortSelectProps {
  value: SearchSort;
  /** Nearest first needs a place to measure from. */
  canSortByDistance: boolean;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, canSortByDistance, onChange }: SortSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-fg-muted">
      <span className="whitespace-nowrap">Sort by</span>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value as SearchSort)} className="w-auto min-w-44">
        {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
          <option key={sort} value={sort} disabled={sort === 'distance' && !canSortByDistance}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
