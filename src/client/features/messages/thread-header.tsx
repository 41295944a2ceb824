import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { ConversationDetail } from '../../../shared/schemas/deals.ts';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SafetyMenu } from '../../components/safety/safety-menu.tsx';

/** Who the conversation is with and the listing it is about, as it was when it started. */
export function ThreadHeader({ detail, onBlockChange }: { detail: ConversationDetail; onBlockChange: () => void }) {
  const { listing } = detail;
  return (
    <header className="flex items-center gap-3 border-b border-border p-3">
      <Link href="/messages" className={buttonClasses('ghost', 'icon', 'md:hidden')} aria-label="Back to messages">
        <ArrowLeft className="h-5 w-5" aria-hidden />
      </Link>
      <div className="w-14 shrink-0">
        <ItemImage src={listing.thumbnailUrl ?? undefined} className="rounded" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold">{detail.otherParty.displayName}</h2>
        <p className="truncate text-sm text-fg-muted">
          {listing.available ? (
            <Link href={`/listing/${listing.id}-${listing.slug}`} className="underline-offset-2 hover:underline">
              {listing.title}
            </Link>
          ) : (
            <>
              {listing.title} <span className="text-xs">(no longer available)</span>
            </>
          )}{' '}
          · {formatListingMoney(listing.unitPrice)} {detail.role === 'buyer' ? 'each' : 'each (your price)'}
        </p>
      </div>
      <SafetyMenu
        report={{ kind: 'conversation', id: detail.id, label: 'Report this conversation' }}
        block={{ userId: detail.otherParty.id, name: detail.otherParty.displayName, blocked: detail.blocked }}
        onBlockChange={onBlockChange}
      />
    </header>
  );
}
