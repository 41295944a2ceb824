/** A WAL position ('16/B374D848') as a number of bytes. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Where the primary's WAL stood at a moment. */
export interface WalSample {
  at: number;
  lsn: bigint;
}

/**
 * How far behind, in time, a replica that has replayed up to `replayed` is: since when the primary
 * has held WAL the replica has not replayed. Measured by WAL positions, so an idle replica that has
 * replayed everything is 0 however long ago the last commit was (what "time since the last replayed
 * transaction" would get wrong). `samples` are the primary's positions, oldest first, the newest
 * taken before the replica was asked; when even the oldest is ahead of the replica, the lag is at
 * least its age (samples are kept for longer than the bound, so that is past the bound).
 */
export function replicaLagMs(samples: readonly WalSample[], replayed: bigint, now: number): number {
  const newest = samples.at(-1);
  if (!newest || replayed >= newest.lsn) return 0;
  const firstUnreplayed = samples.find((s) => s.lsn > replayed)!;
  return Math.max(0, now - firstUnreplayed.at);
}

/** Keeps the primary's recent WAL positions (those younger than `keepMs`, and always the newest). */
export class WalHistory {
  private samples: WalSample[] = [];
  constructor(private readonly keepMs: number) {}

  add(sample: WalSample): void {
    const last = this.samples.at(-1);
    // Only where the position moved: an idle primary keeps one sample, however old.
    if (!last || sample.lsn > last.lsn) this.samples.push(sample);
    const cutoff = sample.at - this.keepMs;
    while (this.samples.length > 1 && this.samples[1]!.at < cutoff) this.samples.shift();
  }

  lagOf(replayed: bigint, now: number): number {
    return replicaLagMs(this.samples, replayed, now);
  }
}
