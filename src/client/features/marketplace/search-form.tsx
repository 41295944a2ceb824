import { useState, type FormEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import { parsePostcode } from '../../../shared/postcode.ts';
import { SEARCH_RADII } from '../../../shared/search-options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import type { SearchState } from './search-state.ts';

interface SearchFormProps {
  state: SearchState;
  /** What to search in (for the box's label): 'the marketplace', or a seller's name. */
  scope: string;
  /** With a place and distance (the marketplace), or words only (a seller's page). */
  withPlace?: boolean;
  onSearch: (change: Pick<SearchState, 'q'> & Partial<Pick<SearchState, 'near' | 'radius'>>) => void;
}

/** The search box, and where to measure from: what the visitor types runs when they submit. */
export function SearchForm({ state, scope, withPlace = true, onSearch }: SearchFormProps) {
  const [q, setQ] = useState(state.q);
  const [near, setNear] = useState(state.near);
  const [radius, setRadius] = useState(state.radius === null ? '' : String(state.radius));
  const [nearError, setNearError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!withPlace) return onSearch({ q });
    const place = near.trim();
    if (place) {
      const parsed = parsePostcode(place);
      if (!parsed.ok) return setNearError(parsed.message);
    }
    setNearError(null);
    onSearch({ q, near: place, radius: place && radius ? Number(radius) : null });
  };

  return (
    <form
      role="search"
      aria-label={`Search ${scope}`}
      onSubmit={submit}
      noValidate
      className="grid gap-2 sm:grid-cols-[1fr_11.5rem] lg:grid-cols-[1fr_12rem_11.5rem_auto]"
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
        <Input
          type="search"
          name="q"
          aria-label={`Search ${scope}`}
          placeholder="Item, brand or part number, e.g. 100-C09"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={1000}
          enterKeyHint="search"
          className="pl-9"
        />
      </div>
      {withPlace ? (
        <>
          <div className="relative sm:order-last lg:order-none">
            <MapPin className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
            <Input
              name="near"
              aria-label="Near a postcode"
              aria-invalid={nearError ? true : undefined}
              aria-describedby={nearError ? 'near-error' : undefined}
              placeholder="Postcode, e.g. B1"
              autoComplete="postal-code"
              value={near}
              onChange={(e) => setNear(e.target.value)}
              maxLength={16}
              className="pl-9 uppercase placeholder:normal-case"
            />
          </div>
          <div className="sm:order-last lg:order-none">
            <NativeSelect aria-label="Distance" value={radius} onChange={(e) => setRadius(e.target.value)}>
              <option value="">Any distance</option>
              {SEARCH_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  Within {miles} miles
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : null}
      <Button type="submit">Search</Button>
      {nearError ? (
        <p id="near-error" role="alert" className="text-sm font-medium text-danger sm:order-last sm:col-span-2 lg:order-none lg:col-span-4">
          {nearError}
        </p>
      ) : null}
    </form>
  );
}
