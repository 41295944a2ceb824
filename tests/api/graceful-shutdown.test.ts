import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });

/** A raw connection that has sent the head and the first half of a login request, and waits. */
async function startLoginInFlight(target: ServerProcess) {
  const socket = net.connect(target.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = LOGIN_BODY.length >> 1;
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${LOGIN_BODY.length}\r\n\r\n${LOGIN_BODY.slice(0, half)}`,
  );
  // Fastify logs 'incoming request' once it has the head: the request is in flight from here.
  await target.waitForLog((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/login');
  return { socket, closed, rest: LOGIN_BODY.slice(half), received: () => received };
}

const shutdownLogged = (target: ServerProcess) => target.waitForLog((line) => line.event === 'server.shutdown');

describe('SIGTERM', () => {
  it('closes idle keep-alive connections at once and exits cleanly', async () => {
    // The grace period is long: an exit before it (code 0, not the forced 1) proves nothing held the process.
    server = await startServerProcess({ SHUTDOWN_GRACE_MS: '60000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${server!.url}/api/health`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    expect(await Promise.all([get(), get(), get()])).toEqual([200, 200, 200]);
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const allClosed = Promise.all(idleSockets.map((s) => new Promise((resolve) => s!.once('close', resolve))));

    server.child.kill('SIGTERM');
    await allClosed;
    expect(await server.exited).toBe(0);
    agent.destroy();
  });

  it('lets a request in flight finish, closes its connection after the answer, and exits cleanly', async () => {
    server = await startServerProcess({ SHUTDOWN_GRACE_MS: '60000' });
    const inFlight = await startLoginInFlight(server);
    server.child.kill('SIGTERM');
    await shutdownLogged(server);

    inFlight.socket.write(inFlight.rest);
    await inFlight.closed;
    const answer = inFlight.received();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('Invalid email or password');
    expect(await server.exited).toBe(0);
  });

  it('answers a request that arrives during shutdown with 503 and Connection: close', async () => {
    server = await startServerProcess({ SHUTDOWN_GRACE_MS: '60000' });
    const inFlight = await startLoginInFlight(server);
    server.child.kill('SIGTERM');
    await shutdownLogged(server);

    // The rest of the login and, pipelined behind it on the same connection, a new request.
    inFlight.socket.write(`${inFlight.rest}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await inFlight.closed;
    const answers = inFlight.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 401 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]!.toLowerCase()).toContain('connection: close');
    expect(await server.exited).toBe(0);
  });

  it('exits after the grace period even when a client never finishes its request', async () => {
    server = await startServerProcess({ SHUTDOWN_GRACE_MS: '1000' });
    const stalled = await startLoginInFlight(server);
    server.child.kill('SIGTERM');
    await shutdownLogged(server);
    // The rest of the body never comes: the process must still go, cutting the connection.
    expect(await server.exited).toBe(1);
    await stalled.closed;
    expect(server.logs.some((line) => line.event === 'server.shutdown_forced')).toBe(true);
  });
});
