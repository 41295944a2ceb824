import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from '../schema.ts';
import type { CompiledReader } from '../compiled-reader.ts';
import { createPreparedReader } from '../pg-prepared-reader.ts';
import type { ReadinessCheck } from '../../http/readiness.ts';
import type { ReplicaSettings } from '../../scale-config.ts';
import { createFallbackPool } from './fallback-pool.ts';
import { Replica } from './replica.ts';
import { parseLsn, WalHistory } from './replica-lag.ts';
import { memoryWriteMarks, type WriteMarks } from './write-marks.ts';

/** How often each replica's replay position is measured against the primary's. */
export const MEASURE_EVERY_MS = 250;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a read goes: the primary (index 0) or a replica, each with its own Kysely and prepared reader. */
export interface ReadTarget {
  index: number;
  name: string;
  db: Kysely<Database>;
  reader?: CompiledReader;
}

export interface ReadRouting {
  /** The primary first, then one per replica. */
  targets: ReadTarget[];
  /** Reads that may come from a replica: each connection goes where the current request's reads go (the primary outside a request). */
  db: Kysely<Database>;
  /** Where the current request's public reads go (decided once per request). */
  current(): Promise<ReadTarget>;
  /** GET /api/ready's `replica-N` entries: advisory (a replica down does not make the node unready). */
  readinessChecks: ReadinessCheck[];
}

interface RequestReads {
  request: FastifyRequest;
  target?: Promise<ReadTarget>;
}

/** A writer's key: their bearer token, hashed (the raw token is not kept, not even in memory). */
function writerKey(request: FastifyRequest): string | undefined {
  const match = /^Bearer (\S{20,200})$/.exec(request.headers.authorization?.trim() ?? '');
  return match ? createHash('sha256').update(match[1]!).digest('base64url') : undefined;
}

/**
 * Public reads from PostgreSQL streaming replicas (DATABASE_REPLICA_URLS), with read-your-writes:
 * after a successful write (any POST/PUT/PATCH/DELETE with a session) the primary's WAL position is
 * kept for that session, and its reads go only to a replica that has replayed past it, else to the
 * primary. Without replicas every read goes to the primary and this costs nothing.
 */
export function createReadRouting(
  app: FastifyInstance,
  primary: { db: Kysely<Database>; pool?: pg.Pool; reader?: CompiledReader },
  settings: ReplicaSettings,
  marks?: (keepMs: number) => WriteMarks,
): ReadRouting {
  const primaryTarget: ReadTarget = { index: 0, name: 'primary', db: primary.db, reader: primary.reader };
  if (settings.urls.length && !primary.pool)
    app.log.warn({ event: 'replica.ignored' }, 'DATABASE_REPLICA_URLS needs a PostgreSQL DATABASE_URL: ignored');
  if (!settings.urls.length || !primary.pool) {
    return { targets: [primaryTarget], db: primary.db, current: async () => primaryTarget, readinessChecks: [] };
  }
  const primaryPool = primary.pool;
  const replicas = settings.urls.map((url, i) => new Replica(`replica-${i + 1}`, url));
  const targets: (ReadTarget & { replica?: Replica; pool?: ReturnType<typeof createFallbackPool> })[] = [
    primaryTarget,
    ...replicas.map((replica, i) => {
      const pool = createFallbackPool(replica, primaryPool);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      return { index: i + 1, name: replica.name, db, reader: createPreparedReader(pool), replica, pool };
    }),
  ];
  // A write older than this is on every usable replica (each is at most maxLag behind, measured this recently).
  const keepMs = settings.maxLagMs + 2 * MEASURE_EVERY_MS;
  const writes = (marks ?? memoryWriteMarks)(keepMs);
  const history = new WalHistory(2 * settings.maxLagMs + 2 * MEASURE_EVERY_MS);
  const storage = new AsyncLocalStorage<RequestReads>();
  let turn = 0;

  async function measure(): Promise<void> {
    try {
      // The primary first: a replica measured after it that has replayed everything reads as 0.
      const { rows } = await primaryPool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      history.add({ at: Date.now(), lsn: parseLsn(rows[0]!.lsn) });
    } catch {
      return; // the primary is away: the replicas keep their last state (reads fall back anyway)
    }
    await Promise.all(replicas.map((r) => r.measure(history, settings.maxLagMs)));
  }
  let measuring = false;
  const timer = setInterval(() => {
    if (measuring) return;
    measuring = true;
    void measure().finally(() => (measuring = false));
  }, MEASURE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', measure);

  async function choose(request: FastifyRequest): Promise<ReadTarget> {
    let usable = targets.filter((t) => t.replica?.usable());
    if (!usable.length) return primaryTarget;
    const key = writerKey(request);
    const mark = key ? await writes.get(key).catch(() => 'FFFFFFFF/FFFFFFFF') : undefined;
    if (mark) usable = usable.filter((t) => t.replica!.replayed >= parseLsn(mark));
    if (!usable.length) return primaryTarget;
    return usable[turn++ % usable.length]!;
  }

  // Every request's reads get a context of their own (callback hook: the rest of the request runs inside it).
  app.addHook('onRequest', (request, _reply, done) => storage.run({ request }, done));
  // After a write, before its answer leaves: the writer's next request may come at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const key = writerKey(request);
    if (!key) return payload;
    const { rows } = await primaryPool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    await writes.note(key, rows[0]!.lsn).catch((error: unknown) => request.log.warn({ err: error, event: 'replica.mark_failed' }));
    return payload;
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(targets.slice(1).map((t) => t.db.destroy()));
    await Promise.all(replicas.map((r) => r.pool.end()));
  });

  const current = (): Promise<ReadTarget> => {
    const reads = storage.getStore();
    if (!reads) return Promise.resolve(primaryTarget);
    reads.target ??= choose(reads.request);
    return reads.target;
  };
  // Each connection of `db` is taken where the request's reads go.
  const routedPool = {
    connect: async () => {
      const target = await current();
      return target.index === 0 ? primaryPool.connect() : targets[target.index]!.pool!.connect();
    },
    end: async () => undefined,
  };
  return {
    targets,
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: routedPool }) }),
    current,
    readinessChecks: replicas.map((replica) => ({
      name: replica.name,
      advisory: true,
      async check() {
        if (replica.state !== 'ok') throw Object.assign(new Error(replica.reason), { code: replica.state });
        return { state: replica.state, lagMs: replica.lagMs };
      },
    })),
  };
}
