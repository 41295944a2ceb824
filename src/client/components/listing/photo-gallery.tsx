import { lazy, Suspense, useEffect, useState } from 'react';
import { Maximize2 } from 'lucide-react';
import { cn } from '../ui/cn.ts';
import { ItemImage } from './item-image.tsx';
import type { GalleryPhoto } from './listing-photo.ts';

// The full-size viewer loads when first opened: the page's first paint needs only the photos.
const PhotoLightbox = lazy(() => import('./photo-lightbox.tsx').then((m) => ({ default: m.PhotoLightbox })));

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The full-size copy of the shown photo once it has loaded, else null: the small copy (which the
 * server also preloads with the page) paints first, so a phone on a slow network sees the photo
 * in a fraction of the time, and the sharp one replaces it when it arrives.
 */
function useSharpCopy(photo: GalleryPhoto | undefined): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || photo.url === photo.thumbnailUrl) return;
    const image = new Image();
    image.onload = () => setLoaded(photo.url);
    image.src = photo.url;
    return () => {
      image.onload = null;
    };
  }, [photo]);
  return photo && loaded === photo.url ? loaded : null;
}

/** A listing's photos: one large, thumbnails to pick another, and a full-size viewer (lightbox). */
export function PhotoGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = photos[Math.min(index, photos.length - 1)];
  const sharp = useSharpCopy(current);
  if (!current) return <ItemImage src={undefined} className="rounded-lg border border-border" />;

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`View photo ${index + 1} of ${photos.length} of ${title} full size`}
        className={cn('group relative block w-full overflow-hidden rounded-lg border border-border bg-surface-muted', FOCUS_RING)}
      >
        <img
          src={sharp ?? current.thumbnailUrl}
          alt={`Photo ${index + 1} of ${title}`}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-contain"
        />
        <span className="absolute right-2 bottom-2 flex h-9 w-9 items-center justify-center rounded-md bg-black/60 text-white" aria-hidden>
          <Maximize2 className="h-4 w-4" />
        </span>
      </button>
      {photos.length > 1 ? (
        <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-20 overflow-hidden rounded-md border-2',
                  i === index ? 'border-accent' : 'border-transparent',
                  FOCUS_RING,
                )}
              >
                <ItemImage src={photo.thumbnailUrl} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} title={title} index={index} onIndexChange={setIndex} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
