import type { UseFormReturn } from 'react-hook-form';
import type { CategoryOption } from '../../../shared/schemas/listings.ts';
import { INVENTORY_CONDITIONS, getConditionFactor } from '../../../shared/constants/conditions.ts';
import { withCondition, type ListingFields, type ListingFormValues } from '../../../shared/schemas/listing-form.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { conditionChoices } from '../../lib/condition-choices.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';

export type EditListingFormApi = UseFormReturn<ListingFormValues, unknown, ListingFields>;

interface EditListingFieldsProps {
  form: EditListingFormApi;
  categories: readonly CategoryOption[];
  disabled: boolean;
}

/** The one listing field set, registered with the dialog's react-hook-form (shared ListingFormSchema). */
export function EditListingFields({ form, categories, disabled }: EditListingFieldsProps) {
  const condition = form.watch('condition');
  // An item saved as 'Very Good' on the edit screen keeps its condition here too.
  const conditions = conditionChoices(INVENTORY_CONDITIONS, condition);
  const factor = Math.round(getConditionFactor(condition) * 100);
  const { errors } = form.formState;
  const field = (name: keyof ListingFormValues) => ({ ...form.register(name), disabled });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Title" required autoComplete="off" {...field('title')} error={errors.title?.message} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" rows={3} {...field('description')} />
      </div>
      <FormField label="Category">
        {({ id }) => (
          <NativeSelect id={id} {...field('categoryId')}>
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
            {...form.register('condition', {
              // Spec §4: a new condition moves the surplus unit price to retail × its factor.
              onChange: (event: { target: { value: string } }) =>
                form.setValue('surplusPrice', withCondition(form.getValues(), event.target.value).surplusPrice),
            })}
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
        {...field('retailPrice')}
      />
      <TextField
        label="Surplus Price (£)"
        hint="Per unit"
        className="text-right tabular-nums"
        {...MONEY_INPUT_PROPS}
        {...field('surplusPrice')}
      />
      <TextField label="Quantity" {...QUANTITY_INPUT_PROPS} className="text-right tabular-nums" {...field('quantity')} />
      <TextField label="Brand" {...field('brandInfo')} />
      <TextField label="Material" {...field('material')} />
      <TextField label="Size" {...field('size')} />
      <div className="sm:col-span-2">
        <TextAreaField label="Technical Specifications" rows={3} {...field('technicalSpecs')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Notes" rows={2} {...field('notes')} />
      </div>
    </div>
  );
}
