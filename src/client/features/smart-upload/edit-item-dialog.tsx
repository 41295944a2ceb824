import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { ImageLightbox } from '../../components/listing/image-lightbox.tsx';
import { formatMoneyText } from '../../../shared/listing-numbers.ts';
import { toRecalculationSpecs, withCondition, type ListingFormValues } from '../../../shared/schemas/listing-form.ts';
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
  const [values, setValues] = useState<ListingFormValues>(() => toFormValues(entry.details));
  const [ai, setAi] = useState({ price: entry.aiPrice, retail: entry.aiRetail });
  const setField: SetField = useCallback((key, value) => setValues((v) => ({ ...v, [key]: value })), []);
  const { recalculate, running } = useAiRecalculation();
  const note = useTimedNote(AI_NOTE_MS);
  const { photoId } = entry;

  const recalc = async () => {
    if (photoId === undefined) return;
    const prices = await recalculate(photoId, toRecalculationSpecs(values));
    if (!prices) return;
    setValues((v) => ({ ...v, retailPrice: formatMoneyText(prices.retail), surplusPrice: formatMoneyText(prices.surplus) }));
    setAi({ price: prices.surplus, retail: prices.retail });
    note.show();
  };

  const onCondition = (condition: string) => {
    setValues((v) => withCondition(v, condition));
    setAi((a) => ({ ...a, price: aiPriceForCondition(a.retail, condition) ?? a.price }));
  };
  // Spec §2: no AI recalculation for manual entries; SpareBot prices the stored photo by its id.
  const canRecalculate = !entry.isManualEntry && photoId !== undefined;
  // Saving here only updates the list (the upload is saved by 'Add to Inventory'), so it is instant.
  const details = running ? null : fromFormValues(values);

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (details) onSave({ details, aiPrice: ai.price, aiRetail: ai.retail });
      }}
    >
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
