import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { EDIT_SCREEN_CONDITIONS } from '../../../shared/constants/conditions.ts';
import { EditItemSchema, ListingSchema, type EditItemInput, type Listing } from '../../../shared/schemas/listings.ts';
import { listingToEditItemValues, toEditItemBody } from '../../../shared/schemas/listing-form.ts';
import { apiJson } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';
import { useInvalidateInventory } from './inventory-queries.ts';

/** The schema's input side (number fields are `unknown` there because they are preprocessed). */
type EditItemFormFields = z.input<typeof EditItemSchema>;

/** The /edit-item form: a subset of the one field set, checked by the PUT body's own schema (spec §5 messages). */
export function EditItemForm({ listing }: { listing: Listing }) {
  const [, navigate] = useLocation();
  const invalidate = useInvalidateInventory();
  const form = useForm<EditItemFormFields, unknown, EditItemInput>({
    resolver: zodResolver(EditItemSchema),
    defaultValues: listingToEditItemValues(listing),
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: EditItemInput) =>
      apiJson('PUT', `/api/listings/${listing.id}`, ListingSchema, toEditItemBody(values, listing.categoryId)),
    onSuccess: () => {
      toast({ title: INVENTORY_MESSAGES.itemUpdated, variant: 'success' });
      void invalidate();
      navigate('/');
    },
    onError: () => {
      toast({ title: INVENTORY_MESSAGES.updateFailedTitle, description: INVENTORY_MESSAGES.updateFailedBody, variant: 'destructive' });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-5">
      <TextField label="Item Name" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <TextAreaField label="Description" rows={4} error={errors.description?.message} {...form.register('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price (£)"
          hint="Total value of all units"
          {...MONEY_INPUT_PROPS}
          className="text-right tabular-nums"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label="Quantity"
          {...QUANTITY_INPUT_PROPS}
          className="text-right tabular-nums"
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
      </div>
      <FormField label="Condition" error={errors.condition?.message}>
        {({ id, describedBy, invalid }) => (
          <NativeSelect id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register('condition')}>
            <option value="">Select condition</option>
            {EDIT_SCREEN_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate('/')}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {save.isPending ? 'Updating...' : 'Update Item'}
        </Button>
      </div>
    </form>
  );
}
