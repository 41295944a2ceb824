import { Maximize2 } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { ItemImage } from './item-image.tsx';

interface ImageLightboxProps {
  thumbnail: string | undefined;
  image: string | undefined;
  title: string;
}

/** The item's photo; clicking it opens the full-size image (Escape or the close button returns). */
export function ImageLightbox({ thumbnail, image, title }: ImageLightboxProps) {
  if (!image) {
    return (
      <div className="w-32 shrink-0 sm:w-40">
        <ItemImage src={undefined} className="rounded-md border border-border" />
      </div>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`View larger photo of ${title}`}
          className="group relative w-32 shrink-0 overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-40"
        >
          <ItemImage src={thumbnail ?? image} eager />
          <span className="absolute right-1 bottom-1 flex h-7 w-7 items-center justify-center rounded bg-black/60 text-white" aria-hidden>
            <Maximize2 className="h-4 w-4" />
          </span>
        </button>
      </DialogTrigger>
      <DialogContent title={title} description="Full-size photo" hideDescription closeLabel="Close photo" className="max-w-4xl">
        <img src={image} alt={`Photo of ${title}`} className="max-h-[75dvh] w-full rounded-md object-contain" />
      </DialogContent>
    </Dialog>
  );
}
