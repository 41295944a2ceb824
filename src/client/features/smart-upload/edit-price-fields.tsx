import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatGbp } from '../../../shared/money.ts';
import { parseMoneyText } from '../../../shared/listing-numbers.ts';
import type { ListingFormValues } from '../../../shared/schemas/listing-form.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import type { SetField } from './edit-item-fields.tsx';
import { isManuallyAdjusted } from './price-math.ts';

interface PriceFieldsProps {
  values: ListingFormValues;
  setField: SetField;
  aiPrice: number | undefined;
  /** Absent for manual entries: they have no AI recalculation (spec §2). */
  onRecalc?: () => void;
  aiRunning: boolean;
  aiNoteVisible: boolean;
}

/** Retail and surplus unit prices, quantity, and SpareBot's price check. */
export function PriceFields({ values, setField, aiPrice, onRecalc, aiRunning, aiNoteVisible }: PriceFieldsProps) {
  const surplus = parseMoneyText(values.surplusPrice);
  return (
    <div className="space-y-3 rounded-md border border-border bg-surface-muted p-3">
      {/* The surplus label is the longest: its column gets the most room, and phones stack the three. */}
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1.3fr_0.7fr]">
        <TextField
          label="Retail Price (£)"
          {...MONEY_INPUT_PROPS}
          value={values.retailPrice}
          onChange={(e) => setField('retailPrice', e.currentTarget.value)}
        />
        <TextField
          label="Surplus Unit Price (£)"
          {...MONEY_INPUT_PROPS}
          value={values.surplusPrice}
          onChange={(e) => setField('surplusPrice', e.currentTarget.value)}
        />
        <TextField
          label="Quantity"
          {...QUANTITY_INPUT_PROPS}
          value={values.quantity}
          onChange={(e) => setField('quantity', e.currentTarget.value)}
        />
      </div>
      <div aria-live="polite" className="space-y-1 text-sm">
        {aiNoteVisible ? <p className="font-medium text-success">Unit price updated by AI</p> : null}
        {isManuallyAdjusted(surplus, aiPrice) ? (
          <p className="text-fg-muted">Price manually adjusted (SpareBot suggested {formatGbp(aiPrice)})</p>
        ) : null}
      </div>
      {onRecalc ? (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={onRecalc} disabled={aiRunning}>
          {aiRunning ? <Spinner className="h-4 w-4 shrink-0" /> : <Sparkles className="h-4 w-4 shrink-0" aria-hidden />}
          {aiRunning ? 'Recalculating...' : 'Recalculate price with SpareBot'}
        </Button>
      ) : null}
    </div>
  );
}
