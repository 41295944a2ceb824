import { describe, expect, it } from 'vitest';
import { parseLsn, replicaLagMs, WalHistory } from '../../../src/server/db/replicas/replica-lag.ts';

describe('replica lag by WAL position', () => {
  it('reads a WAL position as bytes', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('an idle replica that has replayed everything is 0 behind, however old the last write', () => {
    const history = new WalHistory(10_000);
    history.add({ at: 1_000, lsn: 500n });
    // The primary has not moved for a minute: the same position sampled again.
    history.add({ at: 61_000, lsn: 500n });
    expect(history.lagOf(500n, 61_000)).toBe(0);
  });

  it('a replica missing WAL is behind since the primary first held it', () => {
    const history = new WalHistory(10_000);
    history.add({ at: 1_000, lsn: 500n });
    history.add({ at: 2_000, lsn: 800n });
    history.add({ at: 3_000, lsn: 900n });
    expect(history.lagOf(500n, 3_500)).toBe(1_500);
    expect(history.lagOf(850n, 3_500)).toBe(500);
    expect(history.lagOf(900n, 3_500)).toBe(0);
  });

  it('a replica behind every kept sample is at least as far behind as the oldest', () => {
    expect(replicaLagMs([{ at: 1_000, lsn: 700n }], 600n, 9_000)).toBe(8_000);
    const history = new WalHistory(1_000);
    for (let at = 0; at <= 10_000; at += 500) history.add({ at, lsn: BigInt(1_000 + at) });
    expect(history.lagOf(0n, 10_000)).toBeGreaterThan(1_000);
  });
});
