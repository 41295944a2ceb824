import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` finish as soon as the requests in flight have been answered.
 *
 * Node closes the connections that are idle when the server starts closing, but a keep-alive
 * connection that was busy then stays open after its answer until the keep-alive timeout (72 s in
 * Fastify): that is what held a SIGTERM'd process for over a minute. So while closing, every
 * finished answer is followed by closing the connections that have gone idle. A request that has
 * already reached an open connection (pipelined, or sent just as the answer went out) is answered
 * by Fastify with 503 and `Connection: close` (return503OnClosing), never dropped unanswered.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  const closeIdle = () => app.server.closeIdleConnections();
  app.addHook('preClose', (done) => {
    closing = true;
    closeIdle();
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    // After Node has put the socket back to idle (its own 'finish' listener runs first).
    if (closing) setImmediate(closeIdle);
    done();
  });
}

/**
 * SIGTERM/SIGINT: stop taking connections, let requests in flight finish, then exit. Whatever
 * clients do (a stalled upload, a connection that never ends), the process is gone after
 * `graceMs`: remaining connections are cut and the exit code is 1.
 */
export function exitOnSignals(app: FastifyInstance, graceMs: number): void {
  const shutdown = (signal: string) => {
    app.log.info({ event: 'server.shutdown', signal, graceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn({ event: 'server.shutdown_forced', graceMs }, 'grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info({ event: 'server.stopped' }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
