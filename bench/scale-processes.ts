import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.ts';
import { startNodeProcess, type NodeProcess } from '../tests/scale/helpers/node-process.ts';
import { startPostgres, startRedis, type LocalService } from '../tests/scale/helpers/services.ts';

export interface BenchNode extends NodeProcess {
  url: string;
}

/**
 * For the scale benchmarks: a PostgreSQL and a Redis of their own, and app processes (API nodes,
 * workers) started from source as `npm start` / `npm run worker` run, all sharing one DATA_DIR
 * (photos on local disk, as a shared volume would be; the scale suite proves S3).
 */
export interface BenchCluster {
  postgres: LocalService;
  dataDir: string;
  env: Record<string, string>;
  startApi(name: string, env?: Record<string, string>): Promise<BenchNode>;
  startWorker(name: string, env?: Record<string, string>): Promise<NodeProcess>;
  stop(): Promise<void>;
}

export async function startBenchCluster(env: Record<string, string>): Promise<BenchCluster> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-scale-'));
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  };
  const processes: NodeProcess[] = [];
  return {
    postgres,
    dataDir,
    env: shared,
    async startApi(name, extra = {}) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const node = await startNodeProcess(
        name,
        'src/server/main.ts',
        { ...shared, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, RUN_BACKGROUND_JOBS: 'false', LOG_LEVEL: 'warn', ...extra },
        { url: `${url}/api/health` },
      );
      processes.push(node);
      return { ...node, url };
    },
    async startWorker(name, extra = {}) {
      const worker = await startNodeProcess(
        name,
        'src/server/jobs/worker.ts',
        { ...shared, ...extra },
        (line) => line.event === 'worker.ready',
      );
      processes.push(worker);
      return worker;
    },
    async stop() {
      await Promise.all(processes.map((p) => p.kill('SIGTERM')));
      await Promise.all([postgres.stop(), redis.stop()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
