import { useState, type DragEvent, type ReactNode } from 'react';
import { PencilLine, Sparkles } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { PhotoPickers } from './photo-pickers.tsx';

interface ChoiceCardProps {
  id: string;
  title: string;
  text: string;
  icon: ReactNode;
  multiple: boolean;
  primary: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

function ChoiceCard({ id, title, text, icon, multiple, primary, disabled, onFiles }: ChoiceCardProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0 && !disabled) onFiles(files);
  };
  return (
    <section
      aria-labelledby={id}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-surface p-4 shadow-sm transition-colors',
        primary ? 'border-accent/60' : 'border-border',
        dragging && 'border-accent bg-info-surface',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-md',
            primary ? 'bg-accent text-accent-fg' : 'bg-surface-muted text-fg',
          )}
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-fg">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-fg-muted">{text}</p>
        </div>
      </div>
      <PhotoPickers
        purpose={title}
        multiple={multiple}
        onFiles={onFiles}
        disabled={disabled}
        cameraVariant={primary ? 'primary' : 'secondary'}
      />
      <p className="hidden rounded-md border border-dashed border-border-strong p-3 text-center text-sm text-fg-muted md:block">
        or drag and drop {multiple ? 'up to 10 photos' : 'a photo'} here
      </p>
    </section>
  );
}

interface UploadChoiceProps {
  onFiles: (files: File[], manual: boolean) => void;
  disabled?: boolean;
}

/** Spec §2: the first choice, SpareBot or manual; each with the camera one tap away. */
export function UploadChoice({ onFiles, disabled }: UploadChoiceProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChoiceCard
        id="choice-sparebot"
        title="SpareBot Smart Upload"
        text="Photograph the item or its nameplate. SpareBot suggests the title, category, specs and price."
        icon={<Sparkles className="h-5 w-5" aria-hidden />}
        multiple
        primary
        disabled={disabled}
        onFiles={(files) => onFiles(files, false)}
      />
      <ChoiceCard
        id="choice-manual"
        title="Manual Entry (With Photo)"
        text="Add a photo and type the details yourself. No AI analysis."
        icon={<PencilLine className="h-5 w-5" aria-hidden />}
        multiple
        primary={false}
        disabled={disabled}
        onFiles={(files) => onFiles(files, true)}
      />
    </div>
  );
}
