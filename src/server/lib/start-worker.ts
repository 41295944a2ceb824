import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running `name` beside the caller's module: the compiled .js under dist/node, or
 * from source (tsx, vitest) the .ts, after a small bootstrap registers tsx's loader inside the
 * worker (an `--import tsx` in execArgv is not applied to a worker's entry module on Node 20).
 */
export function startWorker(besideUrl: string, name: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const js = new URL(`./${name}.js`, besideUrl);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData, resourceLimits });
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL(`./${name}.ts`, besideUrl).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}
