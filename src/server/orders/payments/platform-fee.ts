/**
 * The platform's fee on a payment: `bps` basis points of the total, rounded DOWN to the penny
 * (in the seller's favour), worked out once when the checkout is made and stored with the
 * payment. Everything after is integer pence: the seller is sent total − fee (less refunds).
 */
export function platformFeePence(totalPence: number, bps: number): number {
  if (!Number.isSafeInteger(totalPence) || totalPence < 0) throw new RangeError(`total must be whole pence, got ${totalPence}`);
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`fee must be 0-10,000 basis points, got ${bps}`);
  return Math.floor((totalPence * bps) / 10_000);
}
