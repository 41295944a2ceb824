import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database.ts';
import { heading, ms, registerUser } from './lib.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { cpuDuring, pidsNamed } from './proc-cpu.ts';
import { startBenchCluster, type BenchNode } from './scale-processes.ts';
import { publishAll, seedPrivateListings, seedSellers } from './search-seed.ts';
import { seedListings } from './seed.ts';

const LISTINGS = 20_000;
const CONNECTIONS = 32;
const DURATION_S = 10;
/** Text + two filters + distance (facets come with every search), as in bench/search.ts. */
const SEARCHES = [
  '/api/search?q=schneider+contactor&condition=New&maxPrice=200&near=B1+1AA&radius=50',
  '/api/search?q=grundfos+circulator+pump&condition=New&minPrice=50&near=BS1+4DJ&radius=100',
  '/api/search?q=hager+mcb+type+c&brand=Hager&maxPrice=50&near=EH1&radius=50',
  '/api/search?q=armoured+cable&condition=New&maxPrice=400&near=NE1&radius=25',
];

/** autocannon in a worker thread of this process (the proxy runs on its main thread). */
function load(url: string, paths: string[], headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

function report(label: string, r: Result, cpu: Record<string, number>): void {
  const bad = r.errors + r.timeouts + r.non2xx;
  const cpuText = Object.entries(cpu)
    .map(([name, s]) => `${name} ${s.toFixed(1)}`)
    .join(', ');
  console.log(
    `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms` +
      `${bad ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : ''}  CPU s: ${cpuText}`,
  );
}

async function measure(label: string, base: string, paths: string[], headers: Record<string, string>, nodes: BenchNode[]): Promise<void> {
  await load(base, paths, headers); // warm: caches, JIT, connection pools (discarded)
  const groups: Record<string, () => number[]> = Object.fromEntries(nodes.map((n) => [n.name, () => [n.child.pid ?? 0]]));
  groups['proxy+load'] = () => [process.pid];
  groups.postgres = () => pidsNamed('postgres');
  const { result, cpu } = await cpuDuring(groups, () => load(base, paths, headers));
  report(label, result, cpu);
}

/**
 * GET /api/user-listings (50 listings) and a text search (20,000 live listings) on PostgreSQL,
 * through a round-robin proxy in front of one API node and then two (the same proxy both times,
 * so both pay its hop). All on this machine: the nodes, PostgreSQL, the proxy and the load share its cores.
 */
export async function benchTwoNodes(): Promise<void> {
  heading(
    `One API node vs two behind a round-robin proxy, PostgreSQL, autocannon -c ${CONNECTIONS} -d ${DURATION_S} (${os.cpus().length} CPUs)`,
  );
  const cluster = await startBenchCluster({});
  const { db } = openDatabase({ dialect: 'postgres', url: cluster.postgres.url });
  try {
    const nodeA = await cluster.startApi('node-a');
    const { token, userId } = await registerUser(nodeA.url);
    await seedListings(db, userId, 50, 2);
    const started = performance.now();
    await seedPrivateListings(db, await seedSellers(db, 100), LISTINGS);
    await publishAll(db);
    await sql`ANALYZE`.execute(db);
    console.log(`seeded and indexed ${LISTINGS.toLocaleString('en-GB')} live listings in ${ms(performance.now() - started)}`);
    const nodeB = await cluster.startApi('node-b');
    const auth = { authorization: `Bearer ${token}` };
    for (const [label, paths, headers] of [
      ['GET /api/user-listings', ['/api/user-listings'], auth],
      ['search (text + filters + distance)', SEARCHES, {}],
    ] as const) {
      for (const nodes of [[nodeA], [nodeA, nodeB]]) {
        const proxy = await startRoundRobinProxy(nodes.map((n) => n.url));
        await measure(`${label}, ${nodes.length} node${nodes.length > 1 ? 's' : ' '}`, proxy.url, [...paths], { ...headers }, nodes);
        await proxy.close();
      }
    }
  } finally {
    await db.destroy();
    await cluster.stop();
  }
}
