import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
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
  const app = await buildApp(config, { warmSparebot: true });
  exitOnSignals(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
