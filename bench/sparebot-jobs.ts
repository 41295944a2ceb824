import os from 'node:os';
import type { NodeProcess } from '../tests/scale/helpers/node-process.ts';
import { waitForWorkers } from '../tests/scale/helpers/cluster-api.ts';
import { heading, registerUser } from './lib.ts';
import { makePhotoLikeJpeg } from './photo-flow-photos.ts';
import { startBenchCluster, type BenchNode } from './scale-processes.ts';
import { quantile } from './search-load.ts';

/** Photos that arrive at once (the figure), per round. */
const BURST = 20;
/** Photos analysed one after another, for the time of one photo with nothing queued. */
const ALONE = 5;

interface Outcome {
  status: number;
  ms: number;
}

const fmt = (values: number[], q: number) =>
  `${(
    quantile(
      [...values].sort((a, b) => a - b),
      q,
    ) / 1000
  ).toFixed(2)} s`;

/** Uploads `count` nameplate photos (2400×1800, each different) and returns their ids. */
async function uploadPhotos(url: string, token: string, first: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = first; i < first + count; i++) {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(await makePhotoLikeJpeg(i, 2400, 1800))], { type: 'image/jpeg' }), `plate-${i}.jpg`);
    const res = await fetch(`${url}/api/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as Array<{ id: number }>;
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
    ids.push(body[0]!.id);
  }
  return ids;
}

async function analyze(url: string, token: string, photoId: number): Promise<Outcome> {
  const started = performance.now();
  const res = await fetch(`${url}/api/analyze-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ photoId }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** The workers' `job.done` lines for these photos: queue wait (added → taken) and run time. */
function jobLines(workers: NodeProcess[], ids: number[]) {
  const wanted = new Set(ids.map((id) => `photo-${id}-`));
  return workers.flatMap((w) =>
    w.logs
      .filter((l) => l.event === 'job.done' && [...wanted].some((prefix) => String(l.jobId).startsWith(prefix)))
      .map((l) => ({ worker: w.name, waitMs: Number(l.waitMs), runMs: Number(l.runMs) })),
  );
}

async function burst(label: string, api: BenchNode, token: string, ids: number[], workers: NodeProcess[]): Promise<void> {
  const started = performance.now();
  const outcomes = await Promise.all(ids.map((id) => analyze(api.url, token, id)));
  const wallMs = performance.now() - started;
  const ok = outcomes.filter((o) => o.status === 200);
  const lines = jobLines(workers, ids);
  const perWorker = workers.map((w) => `${w.name} ${lines.filter((l) => l.worker === w.name).length}`).join(', ');
  console.log(
    `${label}: ${ids.length} photos at once → ${ok.length} answered 200 in ${(wallMs / 1000).toFixed(1)} s = ${((ok.length / wallMs) * 1000).toFixed(2)} jobs/s  ` +
      `[load ${os.loadavg()[0]!.toFixed(2)}]`,
  );
  console.log(
    `  queue wait p50 ${fmt(
      lines.map((l) => l.waitMs),
      0.5,
    )}  p95 ${fmt(
      lines.map((l) => l.waitMs),
      0.95,
    )}  ·  run per photo p50 ${fmt(
      lines.map((l) => l.runMs),
      0.5,
    )}  ·  ` +
      `request p50 ${fmt(
        ok.map((o) => o.ms),
        0.5,
      )}  p95 ${fmt(
        ok.map((o) => o.ms),
        0.95,
      )}  ·  jobs by ${perWorker}` +
      (ok.length < outcomes.length ? `  ·  statuses ${outcomes.map((o) => o.status).join(',')}` : ''),
  );
}

/**
 * SpareBot as BullMQ jobs with the offline provider (OCR + knowledge base): an API node that
 * runs no jobs, then one worker, then two, on PostgreSQL and Redis of their own. Per round:
 * BURST different nameplate photos asked at once; jobs/s is the round's answers over its wall
 * time; queue wait is from the job's entry in Redis to a worker taking it (the workers' logs).
 */
export async function benchSparebotJobs(): Promise<void> {
  heading(`SpareBot jobs: ${BURST} photos at once, one worker then two (${os.cpus().length} CPUs)`);
  // SPAREBOT_QUEUE_SIZE admits BURST per worker, so the whole burst queues (the default 4 would answer 429 to the rest).
  const cluster = await startBenchCluster({ SPAREBOT_QUEUE_SIZE: String(BURST), SPAREBOT_JOB_WAIT_MS: '300000' });
  try {
    const api = await cluster.startApi('api');
    const { token } = await registerUser(api.url);
    const workers = [await cluster.startWorker('worker-1')];
    await waitForWorkers(api.url, 1);
    const ids = await uploadPhotos(api.url, token, 0, 2 + ALONE + BURST * 2 + 4);
    await Promise.all(ids.slice(0, 2).map((id) => analyze(api.url, token, id))); // loads the OCR models

    const alone: number[] = [];
    for (const id of ids.slice(2, 2 + ALONE)) alone.push((await analyze(api.url, token, id)).ms);
    const aloneRuns = jobLines(workers, ids.slice(2, 2 + ALONE)).map((l) => l.runMs);
    console.log(
      `one photo with nothing queued: request p50 ${fmt(alone, 0.5)}, worker run p50 ${fmt(aloneRuns, 0.5)} (of which the OCR thread is nearly all)`,
    );

    let next = 2 + ALONE;
    await burst('1 worker ', api, token, ids.slice(next, (next += BURST)), workers);
    workers.push(await cluster.startWorker('worker-2'));
    await waitForWorkers(api.url, 2);
    await Promise.all(ids.slice(next + BURST, next + BURST + 4).map((id) => analyze(api.url, token, id))); // warms worker 2
    await burst('2 workers', api, token, ids.slice(next, next + BURST), workers);
  } finally {
    await cluster.stop();
  }
}
