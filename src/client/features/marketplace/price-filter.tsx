import { useForm } from 'react-hook-form';
import type { PriceFilterFields, PriceFilterValues } from '../../../shared/schemas/search-inputs.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { FormError } from '../../components/ui/form-error.tsx';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onApply: (minPrice: string, maxPrice: string) => void;
}

const validation = lazyResolver(() => import('./search-form-resolvers.ts').then((m) => m.priceFilterResolver));

/** Unit price bounds in pounds, applied together (a half-typed bound never runs a search). */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const form = useForm<PriceFilterFields, unknown, PriceFilterValues>({
    resolver: validation.resolver,
    defaultValues: { minPrice, maxPrice },
    // As the search box: the message stays until the next press of Apply, and focus stays put.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.minPrice?.message ?? errors.maxPrice?.message;
  const submit = form.handleSubmit((bounds) => onApply(bounds.minPrice, bounds.maxPrice));

  return (
    <form onFocus={validation.preload} onSubmit={submit} noValidate aria-labelledby="price-filter-heading" className="space-y-2">
      <h3 id="price-filter-heading" className="text-sm font-semibold text-fg">
        Unit price (£)
      </h3>
      <div className="flex items-center gap-2">
        <Input
          {...MONEY_INPUT_PROPS}
          aria-label="Lowest price in pounds"
          placeholder="Min"
          {...form.register('minPrice')}
          className="min-w-0"
        />
        <span aria-hidden className="text-fg-muted">
          –
        </span>
        <Input
          {...MONEY_INPUT_PROPS}
          aria-label="Highest price in pounds"
          placeholder="Max"
          {...form.register('maxPrice')}
          className="min-w-0"
        />
      </div>
      <FormError message={error} />
      <Button type="submit" variant="secondary" size="sm" className="w-full">
        Apply price
      </Button>
    </form>
  );
}
