import { useState } from 'react';
import { Package } from 'lucide-react';
import { cn } from '../ui/cn.ts';

interface ItemImageProps {
  src: string | undefined;
  className?: string;
  /** Above-the-fold images may load eagerly; the rest wait until they scroll near. */
  eager?: boolean;
}

/** A fixed 4:3 box, so nothing jumps while photos arrive; an icon when there is no photo. */
export function ItemImage({ src, className, eager = false }: ItemImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-surface-muted', className)}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-fg-muted" aria-hidden>
          <Package className="h-10 w-10" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
