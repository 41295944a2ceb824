import type { CategoryOption } from '../../../shared/schemas/listings.ts';
import { INVENTORY_CONDITIONS, getConditionFactor } from '../../../shared/constants/conditions.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { conditionChoices } from '../../lib/condition-choices.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { LISTING_MESSAGES } from '../../../shared/messages/listing-messages.ts';
import type { ListingFormValues } from '../../../shared/schemas/listing-form.ts';

type TextKey = Exclude<keyof ListingFormValues, 'categoryId' | 'condition'>;

interface EditListingFieldsProps {
  values: ListingFormValues;
  categories: readonly CategoryOption[];
  onText: (key: TextKey, value: string) => void;
  onCategory: (value: string) => void;
  onCondition: (value: string) => void;
  disabled: boolean;
}

export function EditListingFields({ values, categories, onText, onCategory, onCondition, disabled }: EditListingFieldsProps) {
  // An item saved as 'Very Good' on the edit screen keeps its condition here too.
  const conditions = conditionChoices(INVENTORY_CONDITIONS, values.condition);
  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => onText(key, event.target.value),
    disabled,
  });
  const factor = Math.round(getConditionFactor(values.condition) * 100);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Title"
          required
          autoComplete="off"
          {...text('title')}
          error={values.title.trim() ? undefined : LISTING_MESSAGES.titleRequired}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" rows={3} {...text('description')} />
      </div>
      <FormField label="Category">
        {({ id }) => (
          <NativeSelect id={id} value={values.categoryId} onChange={(e) => onCategory(e.target.value)} disabled={disabled}>
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Condition" hint={`Surplus is ${factor}% of retail`}>
        {({ id, describedBy }) => (
          <NativeSelect
            id={id}
            aria-describedby={describedBy}
            value={values.condition}
            onChange={(e) => onCondition(e.target.value)}
            disabled={disabled}
          >
            {conditions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <TextField
        label="Retail Price (£)"
        hint="Per unit"
        className="text-right tabular-nums"
        {...MONEY_INPUT_PROPS}
        {...text('retailPrice')}
      />
      <TextField
        label="Surplus Price (£)"
        hint="Per unit"
        className="text-right tabular-nums"
        {...MONEY_INPUT_PROPS}
        {...text('surplusPrice')}
      />
      <TextField label="Quantity" {...QUANTITY_INPUT_PROPS} className="text-right tabular-nums" {...text('quantity')} />
      <TextField label="Brand" {...text('brandInfo')} />
      <TextField label="Material" {...text('material')} />
      <TextField label="Size" {...text('size')} />
      <div className="sm:col-span-2">
        <TextAreaField label="Technical Specifications" rows={3} {...text('technicalSpecs')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Notes" rows={2} {...text('notes')} />
      </div>
    </div>
  );
}
