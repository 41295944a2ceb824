import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { roundPounds } from '../../../shared/pricing.ts';
import type { AiPrices } from '../../lib/analyze-request.ts';
import { fromFormValues, toFormValues, withCondition, type EditFormValues } from './edit-form-values.ts';
import { ClassificationFields, IdentityFields, SpecFields, type SetField } from './edit-item-fields.tsx';
import { PriceFields } from './edit-price-fields.tsx';
import { aiPriceForCondition } from './entry-updates.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { useAiRecalc } from './use-ai-recalc.ts';
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

function EditItemForm({ entry, onSave }: EditFormProps) {
  const [values, setValues] = useState<EditFormValues>(() => toFormValues(entry.details));
  const [ai, setAi] = useState({ price: entry.aiPrice, retail: entry.aiRetail });
  const setField: SetField = useCallback((key, value) => setValues((v) => ({ ...v, [key]: value })), []);
  const onPrices = useCallback((p: AiPrices) => {
    setValues((v) => ({ ...v, retailPrice: roundPounds(p.retail).toFixed(2), surplusPrice: roundPounds(p.surplus).toFixed(2) }));
    setAi({ price: roundPounds(p.surplus), retail: roundPounds(p.retail) });
  }, []);
  const { recalc, running, noteVisible } = useAiRecalc(entry.preview, onPrices);

  const onCondition = (condition: string) => {
    setValues((v) => withCondition(v, condition));
    setAi((a) => ({ ...a, price: aiPriceForCondition(a.retail, condition) ?? a.price }));
  };
  // Saving here only updates the list (the upload is saved by 'Add to Inventory'), so it is instant.
  const canSave = !running && values.title.trim() !== '';

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) onSave({ details: fromFormValues(values), aiPrice: ai.price, aiRetail: ai.retail });
      }}
    >
      <div className="mx-auto w-48">
        <ImageLightbox src={entry.preview} title={values.title} />
      </div>
      <IdentityFields values={values} setField={setField} />
      <ClassificationFields values={values} setField={setField} onCondition={onCondition} />
      <PriceFields
        values={values}
        setField={setField}
        aiPrice={ai.price}
        onRecalc={entry.isManualEntry ? undefined : () => void recalc(values)}
        aiRunning={running}
        aiNoteVisible={noteVisible}
      />
      <SpecFields values={values} setField={setField} />
      <div className="sticky -bottom-4 -mx-4 flex gap-2 border-t border-border bg-surface p-4 sm:-bottom-6 sm:-mx-6 sm:justify-end sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary" className="flex-1 sm:flex-none">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={!canSave}>
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
        <DialogContent title="Edit Item Details" description={entry.isManualEntry ? 'Describe the item and set its price.' : "Check SpareBot's suggestion and correct anything before saving."} className="max-w-2xl">
          <EditItemForm key={entry.id} entry={{ ...entry, details }} onSave={(result) => onSave(entry.id, result)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
