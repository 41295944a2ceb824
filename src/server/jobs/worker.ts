import { ConfigError, loadConfig } from '../config.ts';
import { exitOnSignals } from '../http/graceful-shutdown.ts';
import { buildWorker } from '../worker-app.ts';

/**
 * `npm run worker`: SpareBot's analysis jobs and the background work, beside API nodes started
 * with RUN_BACKGROUND_JOBS=false (docs/deploy.md). SIGTERM lets the jobs in hand finish first.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const worker = await buildWorker(config, { warmSparebot: true });
  exitOnSignals(worker, config.shutdownGraceMs);
  await worker.ready();
  worker.log.info(
    { event: 'worker.ready', redis: Boolean(config.scale.redis), sparebotPerWorker: config.sparebot.queueSize },
    'worker ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
