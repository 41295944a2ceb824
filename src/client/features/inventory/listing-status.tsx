import type { MouseEvent } from 'react';
import { Eye, Globe, Lock, MapPinOff, Users } from 'lucide-react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PUBLISH_UI } from './publish-messages.ts';

/** Private (only its owner sees it) or Live (in search): the word, never colour alone. */
export function StatusBadge({
  status,
  needsLocation,
  className,
}: {
  status: Listing['status'];
  needsLocation?: boolean;
  className?: string;
}) {
  const live = status === 'live';
  if (!live && needsLocation) {
    return (
      <Badge tone="warning" className={cn('whitespace-nowrap', className)}>
        <MapPinOff className="h-3 w-3" aria-hidden />
        <span className="sr-only">Marketplace: </span>
        {PUBLISH_UI.needsLocation}
      </Badge>
    );
  }
  const Icon = live ? Globe : Lock;
  return (
    <Badge tone={live ? 'success' : 'neutral'} className={cn('whitespace-nowrap', className)}>
      <Icon className="h-3 w-3" aria-hidden />
      <span className="sr-only">Marketplace: </span>
      {live ? PUBLISH_UI.live : PUBLISH_UI.private}
    </Badge>
  );
}

export function ViewsCount({ views, className }: { views: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-fg-muted tabular-nums', className)}>
      <Eye className="h-3.5 w-3.5" aria-hidden />
      {PUBLISH_UI.views(views)}
    </span>
  );
}

interface PublishToggleProps {
  listing: Pick<Listing, 'id' | 'title' | 'status'>;
  onPublish: (listing: Pick<Listing, 'id' | 'title'>) => void;
  onWithdraw: (listing: Pick<Listing, 'id' | 'title'>) => void;
  disabled?: boolean;
}

/** 'List on marketplace' for a private item, 'Withdraw' for a live one; never toggles the card's selection. */
export function PublishToggle({ listing, onPublish, onWithdraw, disabled }: PublishToggleProps) {
  const live = listing.status === 'live';
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (live) onWithdraw(listing);
    else onPublish(listing);
  };
  return (
    <Button variant={live ? 'ghost' : 'secondary'} size="sm" onClick={onClick} disabled={disabled} className="shrink-0">
      {live ? PUBLISH_UI.withdraw : PUBLISH_UI.list}
      <span className="sr-only"> {listing.title}</span>
    </Button>
  );
}

/** For a private item that other users' wanted lists match: the nudge to publish it. */
export function DemandNote({ buyers, className }: { buyers: number | undefined; className?: string }) {
  if (!buyers) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium text-accent', className)}>
      <Users className="h-4 w-4" aria-hidden />
      {buyers === 1 ? '1 buyer is looking for this' : `${buyers} buyers are looking for this`}
    </p>
  );
}
