import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export type LoadRequest = { base: string; paths: string[]; concurrency: number; durationMs: number };
export type LoadResult = { latencies: number[]; statuses: Record<string, number>; elapsedMs: number };

const CHILD_FLAG = '--search-load-child';

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** `concurrency` clients, each sending its next request as soon as the last has answered, for `durationMs`. */
async function runLoop({ base, paths, concurrency, durationMs }: LoadRequest): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const end = started + durationMs;
  let next = 0;
  const client = async () => {
    while (performance.now() < end) {
      const path = paths[next++ % paths.length]!;
      const sent = performance.now();
      const status = await get(agent, `${base}${path}`);
      latencies.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return { latencies, statuses, elapsedMs: performance.now() - started };
}

/** Runs the load from a process of its own, so that it does not share the server's event loop. */
export function runLoad(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process exited with ${code}`))));
    child.send(request);
  });
}

/** The value at quantile q (nearest rank) of ascending-sorted numbers. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

if (process.argv.includes(CHILD_FLAG)) {
  process.once('message', (request) => {
    void runLoop(request as LoadRequest).then((result) => process.send!(result, () => process.disconnect()));
  });
}
