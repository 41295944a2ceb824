import net from 'node:net';

/**
 * A loopback TCP port that nothing listens on (bound for a moment, then released), for a server
 * that must be told its port before it starts (a child process, PostgreSQL, Redis). Another
 * process may take it in between; where a test needs the port kept, it holds it instead (see
 * startDownRelay in tests/api/helpers/smtp-sink.ts).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
