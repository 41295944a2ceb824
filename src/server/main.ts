import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { readsPhotosHere } from './sparebot/analysis-queue.ts';
import { warmSparebot } from './sparebot/sparebot-service.ts';
import { exitOnSignals } from './http/graceful-shutdown.ts';

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
  // The first photo's analysis would otherwise build SpareBot's indexes on the event loop (only where this
  // process reads photos). Before buildApp, not inside it: the overload guard samples the event loop from
  // the moment the app is built, and a warm-up there made it shed the first requests after listen as busy.
  if (readsPhotosHere(config.scale)) warmSparebot(config.sparebot);
  const app = await buildApp(config);
  exitOnSignals(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
