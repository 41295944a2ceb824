import net from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { READY_CHECK_TIMEOUT_MS } from '../../src/server/http/readiness.ts';
import { createServerHome, type ServerHome } from './helpers/server-home.ts';
import type { ServerProcess } from './helpers/server-process.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { TIMEOUTS } from '../support/timeouts.ts';

interface ReadyAnswer {
  ok: boolean;
  checks: Record<string, string>;
}

async function ready(server: { url: string }): Promise<{ status: number; body: ReadyAnswer; text: string; cacheControl: string | null }> {
  const res = await fetch(`${server.url}/api/ready`);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as ReadyAnswer, text, cacheControl: res.headers.get('cache-control') };
}

let s3: S3TestServer;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer(s3.env);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
afterEach(() => s3.clearFaults());

describe('GET /api/ready', () => {
  it('answers 200 when the database and the bucket answer, never cached', async () => {
    const res = await ready(server);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, checks: { database: 'ok', storage: 'ok' } });
    expect(res.cacheControl).toBe('no-store');
  });

  it('answers 503 naming storage while the bucket cannot be reached, without hosts or keys, and 200 once it is back', async () => {
    await s3.stop();
    try {
      const res = await ready(server);
      expect(res.status).toBe(503);
      expect(res.body.ok).toBe(false);
      expect(res.body.checks.database).toBe('ok');
      expect(res.body.checks.storage).toMatch(/^error: \S+$/);
      for (const secret of [new URL(s3.endpoint).host, 'S3RVER', s3.bucket]) expect(res.text).not.toContain(secret);
    } finally {
      await s3.start();
    }
    expect((await ready(server)).status).toBe(200);
  });

  it('answers 503 when the bucket fails, with its error code', async () => {
    s3.failRequests((method, key) => method === 'HEAD' && key === '');
    const res = await ready(server);
    expect(res.status).toBe(503);
    expect(res.body.checks.storage).toMatch(/^error: S3_\w+$/);
  });

  it('gives a check that hangs a short timeout and names it', async () => {
    const hold = s3.holdRequests((method, key) => method === 'HEAD' && key === '');
    const res = await ready(server);
    expect(res.status).toBe(503);
    expect(res.body.checks).toMatchObject({ database: 'ok', storage: `error: timed out after ${READY_CHECK_TIMEOUT_MS} ms` });
    expect(hold.held()).toBe(1);
    hold.release();
  });

  it('answers 200 with photos on local disk too', async () => {
    const local = await startTestServer();
    try {
      // A process just started on a busy machine may first answer the overload guard's 503 (ready
      // to be taken out of rotation); what is checked here is the answer once it serves.
      await expect
        .poll(async () => (await ready(local)).body, { timeout: TIMEOUTS.apiTest / 2, interval: 200 })
        .toMatchObject({ ok: true, checks: { database: 'ok', storage: 'ok' } });
    } finally {
      await local.close();
    }
  });

  it('answers 503 naming the database when the app’s database connection is closed', async () => {
    let db: Kysely<Database> | undefined;
    const closing = await startTestServer(s3.env, { onDatabase: (handle) => (db = handle) });
    try {
      expect((await ready(closing)).status).toBe(200);
      await db!.destroy();
      const res = await ready(closing);
      expect(res.status).toBe(503);
      expect(res.body.checks).toMatchObject({ database: expect.stringMatching(/^error: \S+$/), storage: 'ok' });
    } finally {
      await closing.close();
    }
  });
});

describe('GET /api/ready during shutdown', () => {
  let home: ServerHome;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    home = await createServerHome();
  });
  afterAll(async () => {
    await proc?.stop({ keepData: true });
    await home?.remove();
  });

  it('answers 503 as soon as SIGTERM starts the shutdown, while a request in flight still finishes', async () => {
    proc = await home.start({ ...s3.env, SHUTDOWN_GRACE_MS: '60000' });
    expect((await ready(proc)).status).toBe(200);

    // A connection with a request in flight (its body half sent) keeps the server draining.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const socket = net.connect(proc.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await proc.waitForLog((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/login');

    proc.child.kill('SIGTERM');
    await proc.waitForLog((line) => line.event === 'server.shutdown');
    // The login's rest and, pipelined behind it, the load balancer's next probe.
    socket.write(`${body.slice(10)}GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 401 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(await proc.exited).toBe(0);
  });
});
