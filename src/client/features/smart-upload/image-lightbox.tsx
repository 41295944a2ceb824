import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';

/** The photo as a button; it opens large in its own dialog (Escape or Close return). */
export function ImageLightbox({ src, title }: { src: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="block w-full overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <img src={src} alt={`Photo of ${title}`} className="aspect-[4/3] w-full bg-surface-muted object-contain" />
          <span className="block bg-surface-muted py-1.5 text-center text-xs text-fg-muted">Tap to enlarge</span>
        </button>
      </DialogTrigger>
      <DialogContent title={title || 'Photo'} description="Full-size photo" hideDescription className="max-w-4xl">
        <img src={src} alt={`Photo of ${title}`} className="max-h-[75dvh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
