import pg from 'pg';

/**
 * A node-postgres pool whose connections never take the process down when their server ends them
 * (a restart, a failover, pg_terminate_backend, a standby stopped). node-postgres emits 'error' on a
 * connection that loses its server while no query runs on it, and with no listener Node ends the
 * process. The pool listens only while a connection is idle, and a query in flight is handed the
 * error itself; a connection checked out between queries has no listener, nor one just checked out
 * while the rest of its server's last packet (an answer, then its goodbye) is still being read. Here
 * every connection listens from its first moment: `onLost` is told, and the holder learns at its
 * next query ("not queryable"), after which the pool replaces the connection.
 */
export function createPgPool(config: pg.PoolConfig, onLost: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('connect', (client) => client.on('error', onLost));
  // An idle connection's loss: the pool has dropped it, and the listener above has told `onLost`.
  pool.on('error', () => undefined);
  return pool;
}
