import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { listingFields, photo } from '../api/helpers/listings.ts';
import { startRawUpload } from '../api/helpers/raw-upload.ts';
import { createServerHome, type ServerHome } from '../api/helpers/server-home.ts';
import type { ServerProcess } from '../api/helpers/server-process.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 6: SIGTERM while 20 clients keep asking and 10 uploads are half-way through their body.
 * The uploads finish and are stored, requests that reach the server after it began shutting down
 * get 503 with `Connection: close` (or find the port closed), none is cut mid-answer, and the
 * process exits cleanly within the grace time.
 */
const GRACE_MS = 10_000;
const LOOPS = 20;
const HELD_UPLOADS = 10;

let home: ServerHome;
let server: ServerProcess;
let user: CreatedUser;
beforeAll(async () => {
  home = await createServerHome();
  server = await home.start({ SHUTDOWN_GRACE_MS: String(GRACE_MS), UPLOAD_QUEUE_SIZE: '32', PUBLIC_RATE_LIMIT_PER_MINUTE: '0' });
  user = await createCompleteUser(createClient(server.url));
});
afterAll(async () => {
  await server?.stop({ keepData: true });
  await home?.remove();
});

interface Outcome {
  sentAt: number;
  status?: number;
  connectionClose?: boolean;
  error?: string;
}

/** One keep-alive client asking again and again until the server is gone. */
async function loadLoop(url: string, token: string, outcomes: Outcome[], stop: { now: boolean }): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const paths = ['/api/user', '/api/search?q=breaker', '/api/user-listings', '/api/health'];
  for (let i = 0; !stop.now; i++) {
    const outcome: Outcome = { sentAt: performance.now() };
    outcomes.push(outcome);
    await new Promise<void>((resolve) => {
      const req = http.get(`${url}${paths[i % paths.length]}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.once('end', () => {
          outcome.status = res.statusCode;
          outcome.connectionClose = res.headers.connection === 'close';
          resolve();
        });
        res.once('error', (error: NodeJS.ErrnoException) => {
          outcome.error = `mid-answer: ${error.code ?? error.message}`;
          resolve();
        });
      });
      req.once('error', (error: NodeJS.ErrnoException) => {
        outcome.error = error.code ?? error.message;
        resolve();
      });
    });
    if (outcome.error === 'ECONNREFUSED') break;
  }
  agent.destroy();
}

/**
 * A keep-alive connection with half a JSON request sent: in flight when the signal comes. `finish`
 * sends the rest with a second request pipelined behind it, and resolves with both answers' heads.
 */
async function halfSentRequest(port: number, token: string) {
  const body = JSON.stringify({ title: 'Pipelined edit' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/photos/0/nothing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    async finish(): Promise<string[]> {
      socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
      await closed;
      return received.split(/(?=HTTP\/1\.1 )/).map((answer) => answer.split('\r\n\r\n')[0]!);
    },
  };
}

describe('SIGTERM under load', () => {
  it('finishes the requests in flight, answers new ones 503 and exits within the grace time', async () => {
    const jpeg = await makeNoisyJpeg(1200, 900, 90);
    // Uploads stopped half-way through their first photo: surely in flight when the signal comes.
    const held = Array.from({ length: HELD_UPLOADS }, (_, i) =>
      startRawUpload(server.url, user.token, listingFields({ title: `In flight ${i}` }), [photo(jpeg)]),
    );
    await expect
      .poll(() => server.logs.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string }).url === '/api/listings').length, {
        timeout: TIMEOUTS.faultCondition,
      })
      .toBe(HELD_UPLOADS);
    const pipelined = await Promise.all(Array.from({ length: 5 }, () => halfSentRequest(server.port, user.token)));
    await expect
      .poll(
        () => server.logs.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string }).url === '/api/photos/0/nothing').length,
      )
      .toBe(5);
    const outcomes: Outcome[] = [];
    const stop = { now: false };
    const loops = Array.from({ length: LOOPS }, () => loadLoop(server.url, user.token, outcomes, stop));
    await expect.poll(() => outcomes.filter((o) => o.status === 200).length, { timeout: TIMEOUTS.faultCondition }).toBeGreaterThan(200);

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.event === 'server.shutdown');
    const shutdownSeenAt = performance.now();
    const uploads = await Promise.all(held.map((upload) => upload.finish()));
    const pipelinedAnswers = await Promise.all(pipelined.map((p) => p.finish()));
    const code = await server.exited;
    const exitMs = performance.now() - signalledAt;
    stop.now = true;
    await Promise.all(loops);

    expect(uploads.map((u) => u.status)).toEqual(Array(HELD_UPLOADS).fill(201));
    const ids = uploads.map((u) => Number(u.body.id));
    const stored = await queryDb<{ id: number }>(
      home.db,
      `SELECT id FROM listings WHERE owner_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
      [user.user.id, ...ids],
    );
    expect(stored).toHaveLength(HELD_UPLOADS);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_MS);
    // The request in flight is answered (404: no such route); the one that came after it on the same connection gets 503 and close.
    for (const [first, second] of pipelinedAnswers) {
      expect(first).toMatch(/^HTTP\/1\.1 404 /);
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second!.toLowerCase()).toContain('connection: close');
    }

    const before = outcomes.filter((o) => o.sentAt < signalledAt);
    const after = outcomes.filter((o) => o.sentAt >= shutdownSeenAt);
    // Before the signal: every request answered in full, 200 (or 503 if it reached the server only after the signal).
    expect(before.filter((o) => o.error || (o.status !== 200 && o.status !== 503))).toEqual([]);
    // Every 503 closes its connection; nothing is cut half-way through an answer.
    expect(outcomes.filter((o) => o.status === 503 && !o.connectionClose)).toEqual([]);
    expect(outcomes.filter((o) => o.error?.startsWith('mid-answer'))).toEqual([]);
    // After shutdown began: 503, the port closed, or a keep-alive connection the server had closed.
    const afterKinds = [...new Set(after.map((o) => o.error ?? String(o.status)))].sort();
    expect(
      afterKinds.every((k) => ['503', 'ECONNREFUSED', 'ECONNRESET', 'socket hang up'].includes(k)),
      afterKinds.join(', '),
    ).toBe(true);
    recordFigures('06-sigterm-under-load', {
      graceMs: GRACE_MS,
      exitMs: Math.round(exitMs),
      exitCode: code,
      heldUploads: HELD_UPLOADS,
      requests: outcomes.length,
      answered200: outcomes.filter((o) => o.status === 200).length,
      answered503: outcomes.filter((o) => o.status === 503).length + pipelinedAnswers.length,
      refused: outcomes.filter((o) => o.error === 'ECONNREFUSED').length,
      resetIdleAfterShutdown: after.filter((o) => o.error && o.error !== 'ECONNREFUSED').length,
    });
  });
});
