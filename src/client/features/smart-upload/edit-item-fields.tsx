import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { CATEGORIES } from '../../../shared/constants/categories.ts';
import { INVENTORY_CONDITIONS } from '../../../shared/constants/conditions.ts';
import { conditionChoices } from '../../lib/condition-choices.ts';
import { useCategories } from '../../lib/query-keys.ts';
import type { EditFormValues } from './edit-form-values.ts';

export type SetField = <K extends keyof EditFormValues>(key: K, value: EditFormValues[K]) => void;

interface FieldsProps {
  values: EditFormValues;
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
        error={values.title.trim() ? undefined : 'Title is required'}
        onChange={(e) => setField('title', e.currentTarget.value)}
      />
      <TextAreaField label="Description" value={values.description} rows={3} onChange={(e) => setField('description', e.currentTarget.value)} />
    </>
  );
}

/** Category (GET /api/categories) and condition; the condition handler moves the price. */
export function ClassificationFields({ values, setField, onCondition }: FieldsProps & { onCondition: (condition: string) => void }) {
  const { data } = useCategories();
  const names: string[] = (data && data.length > 0 ? data : CATEGORIES).map((c) => c.name);
  if (values.category && !names.includes(values.category)) names.push(values.category);
  const conditions = conditionChoices(INVENTORY_CONDITIONS, values.condition);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Category">
        {({ id }) => (
          <NativeSelect id={id} value={values.category} onChange={(e) => setField('category', e.currentTarget.value)}>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
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
      <TextAreaField label="Technical Specifications" value={values.technicalSpecs} rows={3} onChange={(e) => setField('technicalSpecs', e.currentTarget.value)} />
      <TextAreaField label="Notes" value={values.notes} rows={2} onChange={(e) => setField('notes', e.currentTarget.value)} />
    </>
  );
}
