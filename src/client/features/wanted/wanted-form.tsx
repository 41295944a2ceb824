import { useState, type FormEvent } from 'react';
import type { WantedItem } from '../../../shared/schemas/wanted.ts';
import { CATEGORIES } from '../../../shared/constants/categories.ts';
import { parsePostcode } from '../../../shared/postcode.ts';
import { SEARCH_RADII } from '../../../shared/search-options.ts';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ALERT_MODE_LABELS, type AlertMode } from './wanted-text.ts';

export interface WantedBody {
  words: string;
  categoryId: number | null;
  brand: string | null;
  ratings: string[];
  maxPrice: number | null;
  near: string | null;
  radius: number | null;
  alertMode: AlertMode;
}

/** '32 A, Type B; 6 kA' → ['32 A', 'Type B', '6 kA']. */
export function splitRatings(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((r) => r.trim())
    .filter(Boolean)
    .slice(0, 12);
}

interface WantedFormProps {
  item?: WantedItem;
  saving: boolean;
  onSave: (body: WantedBody) => void;
  onCancel?: () => void;
}

/** What a contractor needs: words, category, brand, key ratings, a top price and how far they will go. */
export function WantedForm({ item, saving, onSave, onCancel }: WantedFormProps) {
  const [words, setWords] = useState(item?.words ?? '');
  const [categoryId, setCategoryId] = useState(item?.categoryId ? String(item.categoryId) : '');
  const [brand, setBrand] = useState(item?.brand ?? '');
  const [ratings, setRatings] = useState(item?.ratings.join(', ') ?? '');
  const [maxPrice, setMaxPrice] = useState(item?.maxPrice ?? '');
  const [near, setNear] = useState(item?.near ?? '');
  const [radius, setRadius] = useState(item?.radius ? String(item.radius) : '');
  const [alertMode, setAlertMode] = useState<AlertMode>(item?.alertMode ?? 'instant');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = near.trim();
    if (place && !parsePostcode(place).ok) return setError('Enter a UK postcode or the first part of one, like B1 or B1 1AA');
    if (!words.trim() && !categoryId && !brand.trim() && !ratings.trim())
      return setError('Say what you are looking for: some words, a category, a brand or a rating');
    const price = Number.parseFloat(maxPrice);
    setError(null);
    onSave({
      words: words.trim(),
      categoryId: categoryId ? Number(categoryId) : null,
      brand: brand.trim() || null,
      ratings: splitRatings(ratings),
      maxPrice: Number.isFinite(price) && price > 0 ? Math.round(price * 100) / 100 : null,
      near: place || null,
      radius: place && radius ? Number(radius) : null,
      alertMode,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="What are you looking for?"
          placeholder="e.g. RCBO, contactor, 15 mm copper elbow"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          maxLength={200}
        />
      </div>
      <FormField label="Category">
        {(ids) => (
          <NativeSelect id={ids.id} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">Any category</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <TextField
        label="Brand (optional)"
        placeholder="e.g. Hager"
        value={brand}
        onChange={(e) => setBrand(e.target.value)}
        maxLength={100}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Key ratings (optional)"
          hint="Separate with commas. Matched on the value, however the seller wrote it: 32A, 32 A and 32 amp are one rating; ≥ 6 kA also finds 10 kA."
          placeholder="e.g. 32 A, Type B, ≥ 6 kA, IP65"
          value={ratings}
          onChange={(e) => setRatings(e.target.value)}
          maxLength={300}
        />
      </div>
      <FormField label="Most you would pay, £ per unit (optional)">
        {(ids) => <Input id={ids.id} {...MONEY_INPUT_PROPS} value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />}
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Near (optional)"
          placeholder="B1"
          value={near}
          onChange={(e) => setNear(e.target.value)}
          maxLength={10}
          className="uppercase"
        />
        <FormField label="Within">
          {(ids) => (
            <NativeSelect id={ids.id} value={radius} onChange={(e) => setRadius(e.target.value)} disabled={!near.trim()}>
              <option value="">Any distance</option>
              {SEARCH_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  {miles} miles
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Tell me about new matches">
        {(ids) => (
          <NativeSelect id={ids.id} value={alertMode} onChange={(e) => setAlertMode(e.target.value as AlertMode)}>
            {(Object.keys(ALERT_MODE_LABELS) as AlertMode[]).map((mode) => (
              <option key={mode} value={mode}>
                {ALERT_MODE_LABELS[mode]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {item ? 'Save changes' : 'Add to my wanted list'}
        </Button>
      </div>
    </form>
  );
}
