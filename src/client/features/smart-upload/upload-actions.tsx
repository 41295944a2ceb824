import { Plus, Upload, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

interface UploadActionsProps {
  count: number;
  isSaving: boolean;
  isBusy: boolean;
  onSave: () => void;
  onAddMore: () => void;
  onCancel: () => void;
  addMoreDisabled: boolean;
}

/** Save, add more, cancel: pinned to the bottom of the screen, within reach of a thumb. */
export function UploadActions({ count, isSaving, isBusy, onSave, onAddMore, onCancel, addMoreDisabled }: UploadActionsProps) {
  return (
    <div
      data-toast-avoid
      className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur sm:flex sm:items-center"
    >
      <Button onClick={onSave} disabled={isSaving || isBusy} className="w-full sm:w-auto">
        {isSaving ? <Spinner className="h-4 w-4 shrink-0" /> : <Upload className="h-4 w-4 shrink-0" aria-hidden />}
        {isSaving ? 'Adding to Inventory...' : `Add to Inventory (${count} ${count === 1 ? 'item' : 'items'})`}
      </Button>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="secondary" onClick={onAddMore} disabled={isSaving || addMoreDisabled}>
          <Plus className="h-4 w-4 shrink-0" aria-hidden />
          Add More Items
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSaving}>
          <X className="h-4 w-4 shrink-0" aria-hidden />
          Cancel
        </Button>
      </div>
    </div>
  );
}
