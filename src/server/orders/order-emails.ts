import { AUTO_RECEIVE_DAYS, formatOrderNumber } from '../../shared/constants/orders.ts';
import { orderEventLabel } from '../../shared/messages/orders-messages.ts';
import { formatGbp } from '../../shared/money.ts';
import type { MailMessage } from '../mail/mail-transport.ts';
import type { OrderRow } from './orders.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const FOOTER = 'You receive these emails for every change to your orders on SpareStock.';

/** What the email says happened, by the kind of step; `name` is the actor's display name. */
function describeChange(kind: string, order: OrderRow, name: string): string {
  const item = `${order.quantity} × ${order.title}`;
  switch (kind) {
    case 'placed':
      return `${name} ordered ${item} (total ${formatGbp(order.total_pence / 100)}).`;
    case 'paid':
      return `Order ${formatOrderNumber(order.id)} for ${item} has been paid.`;
    case 'dispatched':
      return `${name} dispatched ${item}.`;
    case 'ready_for_collection':
      return `${name} says ${item} is ready to collect.`;
    case 'received':
      return `${name} confirmed that ${item} arrived.`;
    case 'auto_received':
      return `${item} has been marked received, ${AUTO_RECEIVE_DAYS} days after it was dispatched or made ready to collect.`;
    case 'completed':
      return `Order ${formatOrderNumber(order.id)} for ${item} is complete.`;
    case 'cancelled':
      return `${name} cancelled the order for ${item}.`;
    case 'return_requested':
      return `${name} cancelled the order for ${item} within the cooling-off period and will return the item.`;
    case 'return_received':
      return `${name} confirmed that the returned ${item} arrived.`;
    default:
      return `Order ${formatOrderNumber(order.id)} for ${item}: ${orderEventLabel(kind)}.`;
  }
}

export interface OrderEmail {
  to: string;
  firstName: string | null;
  order: OrderRow;
  kind: string;
  actorName: string;
  note: string | null;
  url: string;
}

/** "Order SS-000123: Dispatched": what happened, the note that came with it, and a link to the order. */
export function buildOrderEmail(email: OrderEmail): MailMessage {
  const greeting = `Hello ${email.firstName ?? 'there'},`;
  const line = describeChange(email.kind, email.order, email.actorName);
  const note = email.note
    ? `${email.kind === 'dispatched' || email.kind === 'ready_for_collection' ? 'Note' : 'Reason'}: ${email.note}`
    : null;
  const action = 'View the order on SpareStock';
  const subject = `Order ${formatOrderNumber(email.order.id)}: ${orderEventLabel(email.kind)}`;
  const text = [greeting, line, ...(note ? [note] : []), `${action}:\n${email.url}`, FOOTER, 'SpareStock'].join('\n\n');
  return {
    to: email.to,
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>${note ? `<p>${escapeHtml(note)}</p>` : ''}
<p><a href="${escapeHtml(email.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(email.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
