import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { DISPLAY_OPTION_KEYS, DISPLAY_OPTION_LABELS, type DisplayOptionKey, type DisplayOptions } from './display-options.ts';

interface DisplayOptionsDialogProps {
  options: DisplayOptions;
  onChange: (key: DisplayOptionKey, value: boolean) => void;
}

export function DisplayOptionsDialog({ options, onChange }: DisplayOptionsDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label="Display Options">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Display Options</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Display Options" description="Choose what each item shows. Remembered on this device." className="max-w-sm">
        <fieldset className="grid gap-1">
          <legend className="sr-only">Show on each item</legend>
          {DISPLAY_OPTION_KEYS.map((key) => (
            <CheckboxField
              key={key}
              label={DISPLAY_OPTION_LABELS[key]}
              checked={options[key]}
              onCheckedChange={(value) => onChange(key, value)}
            />
          ))}
        </fieldset>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
