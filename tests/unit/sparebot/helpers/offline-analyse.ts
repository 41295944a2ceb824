/**
 * Run under `unshare -n` by offline.test.ts: proves the network is gone, then analyses the
 * photo given as argv[2] with the local provider and prints the result as JSON.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadSparebotConfig } from '../../../../src/server/sparebot-config.ts';
import { createSparebot } from '../../../../src/server/sparebot/sparebot-service.ts';

const networkError = await new Promise<string>((resolve) => {
  const socket = connect({ host: '1.1.1.1', port: 443, timeout: 2000 });
  socket.on('connect', () => {
    socket.destroy();
    resolve('connected');
  });
  socket.on('timeout', () => {
    socket.destroy();
    resolve('timeout');
  });
  socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
});
const sparebot = createSparebot(loadSparebotConfig({ SPAREBOT_PROVIDER: 'local' }));
const result = await sparebot.analyze({ image: readFileSync(process.argv[2] ?? '') });
await sparebot.close();
process.stdout.write(JSON.stringify({ networkError, result }));
