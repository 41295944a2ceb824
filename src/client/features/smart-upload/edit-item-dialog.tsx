import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { ImageLightbox } from '../../components/listing/image-lightbox.tsx';
import { formatMoneyText } from '../../../shared/listing-numbers.ts';
import {
  ListingFormSchema,
  toRecalculationSpecs,
  withCondition,
  type ListingFields,
  type ListingFormValues,
} from '../../../shared/schemas/listing-form.ts';
import { AI_NOTE_MS, useAiRecalculation } from '../../lib/ai-recalc.ts';
import { fromFormValues, toFormValues } from './edit-form-values.ts';
import { ClassificationFields, IdentityFields, SpecFields, type SetField } from './edit-item-fields.tsx';
import { PriceFields } from './edit-price-fields.tsx';
import { aiPriceForCondition } from './entry-updates.ts';
import type { ItemDetails, UploadEntry } from './upload-types.ts';

export interface EditResult {
  details: ItemDetails;
  aiPrice: number | undefined;
  aiRetail: number | undefined;
}

interface EditFormProps {
  entry: UploadEntry & { details: ItemDetails };
  onSave: (result: EditResult) => void;
}

/** True for `ms` after each show(): the 'Unit price updated by AI' note (spec §2: 3 seconds). */
function useTimedNote(ms: number) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    setVisible(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(false), ms);
  }, [ms]);
  return { visible, show };
}

function EditItemForm({ entry, onSave }: EditFormProps) {
  // The fields live in react-hook-form, checked by the shared ListingFormSchema; the field
  // components stay controlled (values and setField), as the inventory's edit form's are.
  const form = useForm<ListingFormValues, unknown, ListingFields>({
    resolver: zodResolver(ListingFormSchema),
    defaultValues: toFormValues(entry.details),
  });
  const values = form.watch();
  const [ai, setAi] = useState({ price: entry.aiPrice, retail: entry.aiRetail });
  const setField: SetField = useCallback((key, value) => form.setValue<keyof ListingFormValues>(key, value), [form]);
  const { recalculate, running } = useAiRecalculation();
  const note = useTimedNote(AI_NOTE_MS);
  const { photoId } = entry;

  const recalc = async () => {
    if (photoId === undefined) return;
    const prices = await recalculate(photoId, toRecalculationSpecs(values));
    if (!prices) return;
    form.setValue('retailPrice', formatMoneyText(prices.retail));
    form.setValue('surplusPrice', formatMoneyText(prices.surplus));
    setAi({ price: prices.surplus, retail: prices.retail });
    note.show();
  };

  const onCondition = (condition: string) => {
    const priced = withCondition(form.getValues(), condition);
    form.setValue('condition', priced.condition);
    form.setValue('surplusPrice', priced.surplusPrice);
    setAi((a) => ({ ...a, price: aiPriceForCondition(a.retail, condition) ?? a.price }));
  };
  // Spec §2: no AI recalculation for manual entries; SpareBot prices the stored photo by its id.
  const canRecalculate = !entry.isManualEntry && photoId !== undefined;
  // Saving here only updates the list (the upload is saved by 'Add to Inventory'), so it is instant:
  // no request, no mutation. The button is off while the values fail the schema or AI is pricing.
  const details = running ? null : fromFormValues(values);
  const submit = form.handleSubmit(() => {
    if (details) onSave({ details, aiPrice: ai.price, aiRetail: ai.retail });
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div className="mx-auto w-48">
        <ImageLightbox image={entry.preview} title={values.title} layout="wide" />
      </div>
      <IdentityFields values={values} setField={setField} />
      <ClassificationFields values={values} setField={setField} onCondition={onCondition} />
      <PriceFields
        values={values}
        setField={setField}
        aiPrice={ai.price}
        onRecalc={canRecalculate ? () => void recalc() : undefined}
        aiRunning={running}
        aiNoteVisible={note.visible}
      />
      <SpecFields values={values} setField={setField} />
      <div className="sticky -bottom-4 -mx-4 flex gap-2 border-t border-border bg-surface p-4 sm:-bottom-6 sm:-mx-6 sm:justify-end sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary" className="flex-1 sm:flex-none">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={details === null}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

interface EditItemDialogProps {
  entry: UploadEntry | null;
  onClose: () => void;
  onSave: (id: string, result: EditResult) => void;
}

/** Spec §2 'Edit Item Details': every field, the photo large, price checks. Radix: focus trap, Escape. */
export function EditItemDialog({ entry, onClose, onSave }: EditItemDialogProps) {
  const details = entry?.details;
  return (
    <Dialog open={Boolean(entry && details)} onOpenChange={(open) => (open ? undefined : onClose())}>
      {entry && details ? (
        <DialogContent
          title="Edit Item Details"
          description={
            entry.isManualEntry ? 'Describe the item and set its price.' : "Check SpareBot's suggestion and correct anything before saving."
          }
          className="max-w-2xl"
        >
          <EditItemForm key={entry.id} entry={{ ...entry, details }} onSave={(result) => onSave(entry.id, result)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
