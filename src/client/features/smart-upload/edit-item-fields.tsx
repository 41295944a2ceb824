import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { CATEGORIES } from '../../../shared/constants/categories.ts';
import { INVENTORY_CONDITIONS } from '../../../shared/constants/conditions.ts';
import { conditionChoices } from '../../lib/condition-choices.ts';
import { useCategories } from '../../lib/query-keys.ts';
import { LISTING_MESSAGES } from '../../../shared/messages/listing-messages.ts';
import type { ListingFormValues } from '../../../shared/schemas/listing-form.ts';

export type SetField = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => void;

interface FieldsProps {
  values: ListingFormValues;
  setField: SetField;
}

/** Title and description: what the listing is. */
export function IdentityFields({ values, setField }: FieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        value={values.title}
        required
        error={values.title.trim() ? undefined : LISTING_MESSAGES.titleRequired}
        onChange={(e) => setField('title', e.currentTarget.value)}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        rows={3}
        onChange={(e) => setField('description', e.currentTarget.value)}
      />
    </>
  );
}

/** Category (GET /api/categories) and condition; the condition handler moves the price. */
export function ClassificationFields({ values, setField, onCondition }: FieldsProps & { onCondition: (condition: string) => void }) {
  const { data } = useCategories();
  // An upload always gets a category (unknown names are saved as Other), so there is no 'none'.
  const categories = data && data.length > 0 ? data : CATEGORIES;
  const conditions = conditionChoices(INVENTORY_CONDITIONS, values.condition);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Category">
        {({ id }) => (
          <NativeSelect id={id} value={values.categoryId} onChange={(e) => setField('categoryId', e.currentTarget.value)}>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Condition">
        {({ id }) => (
          <NativeSelect id={id} value={values.condition} onChange={(e) => onCondition(e.currentTarget.value)}>
            {conditions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

/** Brand, material, size, technical specs and notes. */
export function SpecFields({ values, setField }: FieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Brand" value={values.brandInfo} onChange={(e) => setField('brandInfo', e.currentTarget.value)} />
        <TextField label="Material" value={values.material} onChange={(e) => setField('material', e.currentTarget.value)} />
        <TextField label="Size" value={values.size} onChange={(e) => setField('size', e.currentTarget.value)} />
      </div>
      <TextAreaField
        label="Technical Specifications"
        value={values.technicalSpecs}
        rows={3}
        onChange={(e) => setField('technicalSpecs', e.currentTarget.value)}
      />
      <TextAreaField label="Notes" value={values.notes} rows={2} onChange={(e) => setField('notes', e.currentTarget.value)} />
    </>
  );
}
