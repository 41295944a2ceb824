import { useForm } from 'react-hook-form';
import { MapPin, Search } from 'lucide-react';
import type { SearchBoxFields, SearchBoxValues } from '../../../shared/schemas/search-inputs.ts';
import { SEARCH_RADII } from '../../../shared/search-options.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import type { SearchState } from './search-state.ts';

const validation = lazyResolver(() => import('./search-form-resolvers.ts').then((m) => m.searchBoxResolver));

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
  const form = useForm<SearchBoxFields, unknown, SearchBoxValues>({
    resolver: validation.resolver,
    defaultValues: { q: state.q, near: state.near, radius: state.radius === null ? '' : String(state.radius) },
    // As before: the message stays until the next search, and focus stays where the visitor is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const nearError = form.formState.errors.near?.message;
  const submit = form.handleSubmit(({ q, near, radius }) => onSearch(withPlace ? { q, near, radius } : { q }));

  return (
    <form
      role="search"
      aria-label={`Search ${scope}`}
      onFocus={validation.preload}
      onSubmit={submit}
      noValidate
      className="grid gap-2 sm:grid-cols-[1fr_11.5rem] lg:grid-cols-[1fr_12rem_11.5rem_auto]"
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
        <Input
          type="search"
          aria-label={`Search ${scope}`}
          placeholder="Item, brand or part number, e.g. 100-C09"
          {...form.register('q')}
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
              aria-label="Near a postcode"
              aria-invalid={nearError ? true : undefined}
              aria-describedby={nearError ? 'near-error' : undefined}
              placeholder="Postcode, e.g. B1"
              autoComplete="postal-code"
              {...form.register('near')}
              maxLength={16}
              className="pl-9 uppercase placeholder:normal-case"
            />
          </div>
          <div className="sm:order-last lg:order-none">
            <NativeSelect aria-label="Distance" {...form.register('radius')}>
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
