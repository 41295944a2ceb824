import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asComponent } from '../../shared/schemas/api-components.ts';
import { documentRoute } from './route-docs.ts';

/** One dependency GET /api/ready looks at: resolves when it answers, rejects (or outlasts the timeout) when not. */
export interface ReadinessCheck {
  /** The key in the answer's `checks` (`database`, `storage`, `redis`…). */
  name: string;
  /**
   * Gets a signal that aborts at the timeout; pass it on to the client call where it takes one.
   * May resolve with figures worth showing (a job queue's counts): they go under `details[name]`.
   */
  check(signal: AbortSignal): Promise<void | ReadinessDetails>;
  /** Reported, but its failure leaves the node ready (a read replica: reads fall back to the primary). */
  advisory?: boolean;
}

/** Figures a passing check reports, e.g. `{ waiting: 0, active: 1, failed: 2, workers: 2 }`. */
export type ReadinessDetails = Record<string, number | string>;

export const READY_CHECK_TIMEOUT_MS = 2_000;

const ReadyResponseSchema = asComponent(
  z.object({
    ok: z.boolean(),
    checks: z
      .record(z.string(), z.string())
      .describe(
        "Each dependency: 'ok', or 'error: <code>' (details go to the log). Read replicas appear as `replica-1`, `replica-2`…: 'ok', 'error: lagging' or 'error: down'; they are advisory (a replica's failure leaves `ok` true: reads go to the primary)",
      ),
    details: z
      .record(z.string(), z.record(z.string(), z.union([z.number(), z.string()])))
      .optional()
      .describe(
        'Figures some checks report, e.g. `sparebot`: the analysis jobs waiting, active, delayed and failed, and the workers; `replica-N`: its `state` and `lagMs`',
      ),
  }),
  'ReadyResponse',
);

const READY_DOCS = documentRoute({
  tag: 'Service',
  summary: 'Readiness probe for load balancers: database, storage (and Redis when configured)',
  description:
    `Each check has ${READY_CHECK_TIMEOUT_MS} ms. 503 names what failed; it also answers 503 from the moment shutdown starts (SIGTERM), ` +
    'so a load balancer stops sending before the process exits. Never cached.',
  responses: { 200: ReadyResponseSchema },
  errors: { 503: { description: 'A dependency failed, or the server is shutting down', schema: ReadyResponseSchema } },
});

class CheckTimeout extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

/** Short and safe for a public answer: an error code or class, never a message (it may name hosts or paths). */
function describeFailure(error: unknown): string {
  if (error instanceof CheckTimeout) return `error: ${error.message}`;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error && error.name !== 'Error' ? error.name : '';
  return `error: ${(/^[\w.-]{1,60}$/.test(code) ? code : name) || 'failed'}`;
}

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<void | ReadinessDetails> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckTimeout(timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([check.check(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: runs every check at once, each within `timeoutMs`; 200 `{ ok: true, checks }`
 * when all pass, else 503 naming the failures. From preClose on (SIGTERM) it answers 503 at once.
 * A check that starts or stops failing is logged once (`ready.check_failed` / `ready.check_recovered`).
 */
export function registerReadiness(app: FastifyInstance, checks: ReadinessCheck[], timeoutMs = READY_CHECK_TIMEOUT_MS): void {
  let draining = false;
  const failing = new Set<string>();
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });

  app.get('/api/ready', READY_DOCS, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ ok: false, checks: { server: 'error: shutting down' } });
    const details: Record<string, ReadinessDetails> = {};
    const results = await Promise.all(
      checks.map(async (check) => {
        try {
          const figures = await runCheck(check, timeoutMs);
          if (figures) details[check.name] = figures;
          if (failing.delete(check.name))
            request.log.info({ event: 'ready.check_recovered', check: check.name }, 'readiness check passes again');
          return [check.name, 'ok', check.advisory] as const;
        } catch (error) {
          if (!failing.has(check.name))
            request.log.warn({ event: 'ready.check_failed', check: check.name, err: error }, 'readiness check failed');
          failing.add(check.name);
          return [check.name, describeFailure(error), check.advisory] as const;
        }
      }),
    );
    const ok = results.every(([, state, advisory]) => state === 'ok' || advisory);
    const answer = {
      ok,
      checks: Object.fromEntries(results.map(([name, state]) => [name, state])),
      ...(Object.keys(details).length && { details }),
    };
    return reply.code(ok ? 200 : 503).send(answer);
  });
}
