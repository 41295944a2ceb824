import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../../api/helpers/s3-server.ts';
import { freePort } from '../../support/free-port.ts';
import { startVisionStandIn, type VisionStandIn } from '../../api/helpers/sparebot.ts';
import { startNodeProcess, type LogLine, type NodeProcess } from './node-process.ts';
import { startPostgres, startRedis, type LocalService } from './services.ts';

/** The sign-in limits the suite proves across nodes. */
export const LIMITS = { perIp: 6, perAccount: 4 };

export interface ApiNode extends NodeProcess {
  url: string;
  /** Its own DATA_DIR (nothing is shared on disk). */
  dataDir: string;
}

/**
 * Two API nodes and SpareBot workers as separate processes, each with a data folder of its own
 * (nothing shared on disk), against one PostgreSQL, one Redis and one S3 server, all on
 * loopback and started here. The API nodes leave the background work to the workers
 * (RUN_BACKGROUND_JOBS=false). SpareBot asks the vision stand-in (no OCR: quick and light).
 */
export interface Cluster {
  postgres: LocalService;
  redis: LocalService;
  s3: S3TestServer;
  vision: VisionStandIn;
  nodeA: ApiNode;
  nodeB: ApiNode;
  /** Workers started so far (killed ones included), oldest first. */
  workers: NodeProcess[];
  startWorker(): Promise<NodeProcess>;
  /** What helpers/db.ts's queryDb needs to read the shared database. */
  db: { dialect: 'postgres'; databaseLocation: string };
  /** Every process's log lines. */
  allLogs(): LogLine[];
  stop(): Promise<void>;
}

const dataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sparestock-scale-${name}-`));
const listening = (line: LogLine) => typeof line.msg === 'string' && line.msg.startsWith('Server listening');

export async function startCluster(): Promise<Cluster> {
  const [postgres, redis, s3, vision] = await Promise.all([
    startPostgres(),
    startRedis(),
    startS3Server('sparestock-scale'),
    startVisionStandIn(),
  ]);
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: 'scale',
    ...s3.env,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    SPAREBOT_PROVIDER: 'openai',
    SPAREBOT_BASE_URL: vision.baseUrl,
    SPAREBOT_MODEL: 'stand-in-vision',
    SPAREBOT_COMBINE_LOCAL: 'false',
    SPAREBOT_TIMEOUT_MS: '20000',
    SPAREBOT_JOB_STALL_MS: '2000',
    SPAREBOT_JOB_WAIT_MS: '30000',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_IP: String(LIMITS.perIp),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(LIMITS.perAccount),
    MAIL_OUTBOX_POLL_MS: '500',
    // Photo URLs signed on one node are served by the other.
    PHOTO_URL_SECRET: 'scale-suite-photo-url-secret-0123456789',
    // The suite loads the nodes from one address.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
  };
  const folders: string[] = [];
  const processes: NodeProcess[] = [];
  const workers: NodeProcess[] = [];

  async function startApiNode(name: string): Promise<ApiNode> {
    const port = await freePort();
    const dir = dataDir(name);
    folders.push(dir);
    const url = `http://127.0.0.1:${port}`;
    const node = await startNodeProcess(
      name,
      'src/server/main.ts',
      { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, APP_URL: url, RUN_BACKGROUND_JOBS: 'false' },
      listening,
    );
    processes.push(node);
    return { ...node, url, dataDir: dir };
  }

  async function startWorker(): Promise<NodeProcess> {
    const name = `worker-${workers.length + 1}`;
    const dir = dataDir(name);
    folders.push(dir);
    const worker = await startNodeProcess(
      name,
      'src/server/jobs/worker.ts',
      { ...env, DATA_DIR: dir },
      (line) => line.event === 'worker.ready',
    );
    processes.push(worker);
    workers.push(worker);
    return worker;
  }

  // One at a time: the first to start migrates the new database (the others would wait on its lock anyway).
  const nodeA = await startApiNode('node-a');
  const nodeB = await startApiNode('node-b');
  await startWorker();

  return {
    postgres,
    redis,
    s3,
    vision,
    nodeA,
    nodeB,
    workers,
    startWorker,
    db: { dialect: 'postgres', databaseLocation: postgres.url },
    allLogs: () => processes.flatMap((p) => p.logs),
    async stop() {
      await Promise.all(processes.map((p) => p.kill()));
      await Promise.all([postgres.stop(), redis.stop(), s3.close(), vision.close()]);
      for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
