import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext } from 's3rver';

const OBJECT_SUFFIX = '._S3rver_object';
// The SDK's notice that its releases after January 2027 need Node 22 (docs/deploy.md) is known; keep test output clean.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * An S3 server on a loopback port (s3rver, in this process) with one bucket and a folder of its
 * own: what the app's S3 storage talks to in tests. It speaks the real protocol to the AWS SDK;
 * `failRequests` makes it answer 500 on demand, like a bucket having a bad moment.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point an app at this bucket (path-style, s3rver's fixed credentials). */
  env: Record<string, string>;
  /** The bucket's object keys, sorted, read from s3rver's folder. */
  keys(): string[];
  /** An object's stored bytes (from s3rver's folder), or null. */
  read(key: string): Buffer | null;
  /** Stores an object directly in s3rver's folder (as another tool would have), last modified `ageMs` ago. */
  put(key: string, data: Buffer | string, ageMs?: number): void;
  /** Moves an object's last-modified time `ageMs` into the past (what ListObjects reports). */
  age(key: string, ageMs: number): void;
  /**
   * Requests `match` accepts answer 500 InternalError, the next `times` of them (default: all
   * until `clearFaults`). Returns a count of the requests refused so far.
   */
  failRequests(match: (method: string, key: string) => boolean, times?: number): { refused: () => number };
  /** Requests `match` accepts get no answer until `release()` (or `clearFaults`): a bucket that hangs. */
  holdRequests(match: (method: string, key: string) => boolean): { held: () => number; release: () => void };
  clearFaults(): void;
  /** Stops listening (connections refused) until `start()`, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'sparestock-test'): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  let faults: Array<{ match: (method: string, key: string) => boolean; left: number; refused: number }> = [];
  let holds: Array<{ match: (method: string, key: string) => boolean; held: number; released: Promise<void>; release: () => void }> = [];

  const faultMiddleware = async (ctx: S3rverContext, next: () => Promise<void>) => {
    const key = decodeURIComponent(ctx.path.replace(/^\/[^/]+\/?/, ''));
    const hold = holds.find((h) => h.match(ctx.method, key));
    if (hold) {
      hold.held++;
      await hold.released;
    }
    const fault = faults.find((f) => f.left > 0 && f.match(ctx.method, key));
    if (!fault) return next();
    fault.left--;
    fault.refused++;
    ctx.status = 500;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>';
  };

  const run = async () => {
    const next = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
    next.middleware.unshift(faultMiddleware);
    port = (await next.run()).port;
    server = next;
  };
  await run();

  const objectFile = (key: string) => path.join(dir, bucket, `${key}${OBJECT_SUFFIX}`);
  const age = (key: string, ageMs: number) => {
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(objectFile(key), when, when);
  };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys() {
      const root = path.join(dir, bucket);
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/').slice(0, -OBJECT_SUFFIX.length),
        )
        .sort();
    },
    read(key) {
      return fs.existsSync(objectFile(key)) ? fs.readFileSync(objectFile(key)) : null;
    },
    put(key, data, ageMs = 0) {
      fs.mkdirSync(path.dirname(objectFile(key)), { recursive: true });
      fs.writeFileSync(objectFile(key), data);
      age(key, ageMs);
    },
    age,
    failRequests(match, times = Number.POSITIVE_INFINITY) {
      const fault = { match, left: times, refused: 0 };
      faults.push(fault);
      return { refused: () => fault.refused };
    },
    holdRequests(match) {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold = { match, held: 0, released, release };
      holds.push(hold);
      return {
        held: () => hold.held,
        release() {
          holds = holds.filter((h) => h !== hold);
          release();
        },
      };
    },
    clearFaults() {
      faults = [];
      for (const hold of holds) hold.release();
      holds = [];
    },
    async stop() {
      // Gone at once, as a crashed or unplugged bucket is: open keep-alive connections are cut too.
      const closing = server?.close();
      server?.httpServer?.closeAllConnections();
      await closing;
      server = undefined;
    },
    start: run,
    async close() {
      for (const hold of holds) hold.release();
      const closing = server?.close();
      server?.httpServer?.closeAllConnections();
      await closing;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
