import { useRef } from 'react';
import { Camera, Images } from 'lucide-react';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';

interface PhotoPickersProps {
  /** Completes the accessible names: 'Take Photo for SpareBot Smart Upload'. */
  purpose: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  cameraVariant?: ButtonVariant;
}

/** Two ways in: the phone's rear camera (one tap) and the normal multi-select picker. */
export function PhotoPickers({ purpose, multiple, onFiles, disabled, cameraVariant = 'primary' }: PhotoPickersProps) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Cleared so picking the same photo again still fires a change.
    input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={cameraVariant}
        className="flex-1 basis-36"
        onClick={() => cameraRef.current?.click()}
        disabled={disabled}
        aria-label={`Take Photo for ${purpose}`}
      >
        <Camera className="h-5 w-5 shrink-0" aria-hidden />
        Take Photo
      </Button>
      <Button
        variant="secondary"
        className="flex-1 basis-36"
        onClick={() => pickerRef.current?.click()}
        disabled={disabled}
        aria-label={`Choose Photos for ${purpose}`}
      >
        <Images className="h-5 w-5 shrink-0" aria-hidden />
        Choose Photos
      </Button>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => take(e.currentTarget)}
      />
      <input
        ref={pickerRef}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => take(e.currentTarget)}
      />
    </div>
  );
}
