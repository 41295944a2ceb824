import { Maximize2 } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog.tsx';
import { ItemImage } from './item-image.tsx';

interface ImageLightboxProps {
  /** The full-size photo; none shows the empty photo box. */
  image: string | undefined;
  /** A smaller copy for the button, when there is one. */
  thumbnail?: string;
  title: string;
  /**
   * 'thumb': a small photo beside the form with an enlarge icon (inventory dialog).
   * 'wide': the photo across its column with a 'Tap to enlarge' caption (upload editor, phones).
   */
  layout?: 'thumb' | 'wide';
}

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The item's photo as a button; it opens full size in its own dialog (Escape or 'Close photo' return). */
export function ImageLightbox({ image, thumbnail, title, layout = 'thumb' }: ImageLightboxProps) {
  const alt = `Photo of ${title}`;
  if (!image) {
    return (
      <div className={layout === 'thumb' ? 'w-32 shrink-0 sm:w-40' : 'w-full'}>
        <ItemImage src={undefined} className="rounded-md border border-border" />
      </div>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        {layout === 'thumb' ? (
          <button
            type="button"
            aria-label={`View larger photo of ${title}`}
            className={`group relative w-32 shrink-0 overflow-hidden rounded-md border border-border sm:w-40 ${FOCUS_RING}`}
          >
            <ItemImage src={thumbnail ?? image} eager />
            <span className="absolute right-1 bottom-1 flex h-7 w-7 items-center justify-center rounded bg-black/60 text-white" aria-hidden>
              <Maximize2 className="h-4 w-4" />
            </span>
          </button>
        ) : (
          // Named by its contents, the photo's alt text and the visible caption (WCAG 2.5.3).
          <button type="button" className={`block w-full overflow-hidden rounded-md border border-border ${FOCUS_RING}`}>
            <img src={thumbnail ?? image} alt={alt} className="aspect-[4/3] w-full bg-surface-muted object-contain" />
            <span className="block bg-surface-muted py-1.5 text-center text-xs text-fg-muted">Tap to enlarge</span>
          </button>
        )}
      </DialogTrigger>
      <DialogContent title={title || 'Photo'} description="Full-size photo" hideDescription closeLabel="Close photo" className="max-w-4xl">
        <img src={image} alt={alt} className="max-h-[75dvh] w-full rounded-md object-contain" />
      </DialogContent>
    </Dialog>
  );
}
