import { useForm, type Resolver } from 'react-hook-form';
import { CreateWantedSchema, type WantedItem } from '../../../shared/schemas/wanted.ts';
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

/** The form's fields as typed; the resolver turns them into the body. */
interface WantedFields {
  words: string;
  categoryId: string;
  brand: string;
  ratings: string;
  maxPrice: string;
  near: string;
  radius?: string;
  alertMode: AlertMode;
}

function toWantedBody(values: WantedFields): WantedBody {
  const place = values.near.trim();
  const price = Number.parseFloat(values.maxPrice);
  return {
    words: values.words.trim(),
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    brand: values.brand.trim() || null,
    ratings: splitRatings(values.ratings),
    maxPrice: Number.isFinite(price) && price > 0 ? Math.round(price * 100) / 100 : null,
    near: place || null,
    radius: place && values.radius ? Number(values.radius) : null,
    alertMode: values.alertMode,
  };
}

/**
 * The screen's own two checks first (their words are the screen's), then the body against the
 * route's schema (CreateWantedSchema), so nothing the server would refuse is sent. One message
 * for the whole form, kept under `words`.
 */
const wantedResolver: Resolver<WantedFields, unknown, WantedBody> = (values) => {
  const refuse = (message: string) => ({ values: {}, errors: { words: { type: 'validate', message } } });
  const place = values.near.trim();
  if (place && !parsePostcode(place).ok) return refuse('Enter a UK postcode or the first part of one, like B1 or B1 1AA');
  if (!values.words.trim() && !values.categoryId && !values.brand.trim() && !values.ratings.trim())
    return refuse('Say what you are looking for: some words, a category, a brand or a rating');
  const body = toWantedBody(values);
  const checked = CreateWantedSchema.safeParse(body);
  return checked.success ? { values: body, errors: {} } : refuse(checked.error.issues[0]?.message ?? 'Please check the form');
};

/** What a contractor needs: words, category, brand, key ratings, a top price and how far they will go. */
export function WantedForm({ item, saving, onSave, onCancel }: WantedFormProps) {
  const form = useForm<WantedFields, unknown, WantedBody>({
    resolver: wantedResolver,
    shouldFocusError: false,
    defaultValues: {
      words: item?.words ?? '',
      categoryId: item?.categoryId ? String(item.categoryId) : '',
      brand: item?.brand ?? '',
      ratings: item?.ratings.join(', ') ?? '',
      maxPrice: item?.maxPrice ?? '',
      near: item?.near ?? '',
      radius: item?.radius ? String(item.radius) : '',
      alertMode: item?.alertMode ?? 'instant',
    },
  });
  const near = form.watch('near');
  const error = form.formState.errors.words?.message ?? null;

  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="What are you looking for?"
          placeholder="e.g. RCBO, contactor, 15 mm copper elbow"
          {...form.register('words')}
          maxLength={200}
        />
      </div>
      <FormField label="Category">
        {(ids) => (
          <NativeSelect id={ids.id} {...form.register('categoryId')}>
            <option value="">Any category</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <TextField label="Brand (optional)" placeholder="e.g. Hager" {...form.register('brand')} maxLength={100} />
      <div className="sm:col-span-2">
        <TextField
          label="Key ratings (optional)"
          hint="Separate with commas. Matched on the value, however the seller wrote it: 32A, 32 A and 32 amp are one rating; ≥ 6 kA also finds 10 kA."
          placeholder="e.g. 32 A, Type B, ≥ 6 kA, IP65"
          {...form.register('ratings')}
          maxLength={300}
        />
      </div>
      <FormField label="Most you would pay, £ per unit (optional)">
        {(ids) => <Input id={ids.id} {...MONEY_INPUT_PROPS} {...form.register('maxPrice')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Near (optional)" placeholder="B1" {...form.register('near')} maxLength={10} className="uppercase" />
        <FormField label="Within">
          {(ids) => (
            <NativeSelect id={ids.id} {...form.register('radius')} disabled={!near.trim()}>
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
          <NativeSelect id={ids.id} {...form.register('alertMode')}>
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
