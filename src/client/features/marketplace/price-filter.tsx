import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onApply: (minPrice: string, maxPrice: string) => void;
}

const clean = (value: string) => {
  const pounds = Number.parseFloat(value);
  return Number.isFinite(pounds) && pounds >= 0 ? String(Math.round(pounds * 100) / 100) : '';
};

/** Unit price bounds in pounds, applied together (a half-typed bound never runs a search). */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(minPrice);
  const [max, setMax] = useState(maxPrice);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = clean(min);
    const high = clean(max);
    if (low && high && Number(low) > Number(high)) {
      setError('The lowest price must not be above the highest');
      return;
    }
    setError(null);
    onApply(low, high);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="price-filter-heading" className="space-y-2">
      <h3 id="price-filter-heading" className="text-sm font-semibold text-fg">
        Unit price (£)
      </h3>
      <div className="flex items-center gap-2">
        <Input
          {...MONEY_INPUT_PROPS}
          aria-label="Lowest price in pounds"
          placeholder="Min"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          className="min-w-0"
        />
        <span aria-hidden className="text-fg-muted">
          –
        </span>
        <Input
          {...MONEY_INPUT_PROPS}
          aria-label="Highest price in pounds"
          placeholder="Max"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          className="min-w-0"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" className="w-full">
        Apply price
      </Button>
    </form>
  );
}
