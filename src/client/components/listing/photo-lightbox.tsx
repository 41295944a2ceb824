import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import type { GalleryPhoto } from './listing-photo.ts';

interface PhotoLightboxProps {
  photos: readonly GalleryPhoto[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-size photos in a dialog: arrow keys or the buttons move between them, Escape closes. */
export function PhotoLightbox({ photos, title, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  const photo = photos[index];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={`Photo ${index + 1} of ${count}`}
        closeLabel="Close photo"
        className="max-w-5xl"
        onKeyDown={onKeyDown}
      >
        {photo ? (
          <img src={photo.url} alt={`Photo ${index + 1} of ${title}`} className="max-h-[72dvh] w-full rounded-md object-contain" />
        ) : null}
        {count > 1 ? (
          <div className="mt-3 flex items-center justify-between">
            <Button variant="secondary" size="sm" onClick={() => go(-1)}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous photo
            </Button>
            <span className="text-sm text-fg-muted tabular-nums" aria-hidden>
              {index + 1} / {count}
            </span>
            <Button variant="secondary" size="sm" onClick={() => go(1)}>
              Next photo
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
