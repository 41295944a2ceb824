import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { MessageSquare } from 'lucide-react';
import type { StartConversationInput } from '../../../shared/schemas/deals.ts';
import { formatCount, toPence } from '../../../shared/money.ts';
import { checkOfferPrice } from '../../../shared/offer-price.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { ContactWarning } from '../../components/safety/contact-warning.tsx';

// A loader, not an import: this form is on the listing page (a public page, first-load budget);
// zod loads when the message is sent (docs/client.md, 'What parsing costs').
const loadConversationSchema = () => import('../../../shared/schemas/deals.ts').then((m) => m.ConversationDetailSchema);

interface ContactSellerProps {
  listingId: number;
  sellerId: number;
  sellerName: string;
  quantity: number;
  /** The listing's price per unit ('20.00'): an offer may be at most this. */
  unitPrice: string;
}

const BOX = 'space-y-3 rounded-lg border border-border bg-surface p-4';

/** 'Contact seller': a question, the quantity wanted and, if the buyer likes, an offer per unit. */
export function ContactSeller({ listingId, sellerId, sellerName, quantity, unitPrice }: ContactSellerProps) {
  const { user } = useAuth();
  const [location, navigate] = useLocation();
  const [message, setMessage] = useState('Hello, is this still available?');
  const [wanted, setWanted] = useState('1');
  const [offer, setOffer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: StartConversationInput) => apiJson('POST', '/api/conversations', loadConversationSchema, body),
    onSuccess: (conversation) => navigate(`/messages/${conversation.id}`),
    onError: (failure) => setError(getApiErrorMessage(failure, 'Your message could not be sent. Please try again.')),
  });
  const sending = start.isPending;

  if (!user) {
    return (
      <section aria-label="Contact seller" className={BOX}>
        <p className="text-sm text-fg-muted">Ask {sellerName} a question or make an offer.</p>
        <Link href={signInPath(location)} className={buttonClasses('primary', 'md', 'w-full')}>
          <MessageSquare className="h-4 w-4" aria-hidden />
          Sign in to contact the seller
        </Link>
      </section>
    );
  }
  if (user.id === sellerId) {
    return (
      <section aria-label="Contact seller" className={BOX}>
        <p className="text-sm text-fg-muted">This is your listing. Buyers’ messages reach you in Messages.</p>
        <Link href="/" className={buttonClasses('secondary', 'sm', 'w-full')}>
          Manage it in your inventory
        </Link>
      </section>
    );
  }
  if (!user.isEmailVerified) {
    return (
      <section aria-label="Contact seller" className={BOX}>
        <p className="text-sm text-fg-muted">
          Verify your email address to contact sellers: it keeps the marketplace free of throwaway accounts.
        </p>
        <Link href={`/resend-verification?email=${encodeURIComponent(user.email)}`} className={buttonClasses('secondary', 'sm', 'w-full')}>
          Resend Verification Email
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = Number.parseInt(wanted, 10);
    const price = offer.trim() ? Number(offer.trim()) : undefined;
    if (!message.trim()) return setError('Write a message to the seller');
    if (!(units >= 1 && units <= quantity)) return setError(`Ask for between 1 and ${formatCount(quantity)}`);
    // The server's offer rule, word for word (shared/offer-price.ts).
    const offerProblem = price === undefined ? null : checkOfferPrice(offer, toPence(Number(unitPrice)));
    if (offerProblem) return setError(offerProblem);
    setError(null);
    start.mutate({
      listingId,
      message: message.trim(),
      quantity: units,
      ...(price !== undefined ? { offerPrice: price } : {}),
    });
  };

  return (
    <form aria-label="Contact seller" onSubmit={submit} noValidate className={BOX}>
      <h2 className="text-base font-semibold">Contact {sellerName}</h2>
      <div className="space-y-1.5">
        <label htmlFor="contact-message" className="text-sm font-medium text-fg">
          Message
        </label>
        <Textarea id="contact-message" rows={3} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
        <ContactWarning text={message} live />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <label htmlFor="contact-quantity" className="text-sm font-medium text-fg">
            Quantity wanted
          </label>
          <Input
            id="contact-quantity"
            {...QUANTITY_INPUT_PROPS}
            max={quantity}
            value={wanted}
            onChange={(e) => setWanted(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="contact-offer" className="text-sm font-medium text-fg">
            Your offer, £ per unit (optional)
          </label>
          <Input id="contact-offer" {...MONEY_INPUT_PROPS} value={offer} onChange={(e) => setOffer(e.target.value)} />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={sending}>
        <MessageSquare className="h-4 w-4" aria-hidden />
        {sending ? 'Sending...' : 'Contact seller'}
      </Button>
    </form>
  );
}
