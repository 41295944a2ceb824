import { useState } from 'react';
import { cn } from './cn.ts';

interface AvatarProps {
  imageUrl?: string | null;
  initials: string;
  className?: string;
}

/** The profile image, or the initials when there is none or it fails to load. */
export function Avatar({ imageUrl, initials, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(imageUrl) && !failed;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-700 font-semibold text-white',
        className ?? 'h-9 w-9 text-sm',
      )}
      aria-hidden
    >
      {showImage ? (
        <img src={imageUrl ?? undefined} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initials
      )}
    </span>
  );
}
