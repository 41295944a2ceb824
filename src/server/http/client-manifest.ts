import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): a source module and the chunk it became. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The scripts a page's own chunk needs, as `/assets/…` URLs, for `<link rel="modulepreload">`. */
export type ModulePreloads = (clientModule: string) => string[];

const NONE: ModulePreloads = () => [];

/**
 * Reads the build's manifest once. For a client module (its path under src/client, as Vite keys
 * it: `features/marketplace/listing-page.tsx`) it answers the module's chunk and every chunk that
 * chunk imports statically, less those index.html already loads: fetched with the HTML, they no
 * longer wait for the entry script to run and ask for them. An unknown module, or a build
 * without a manifest (a test's own client folder), preloads nothing.
 */
export function readModulePreloads(clientDir: string): ModulePreloads {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return NONE;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

  function collect(key: string, into: Set<string>): Set<string> {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
    return into;
  }
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);

  const cache = new Map<string, string[]>();
  return (clientModule) => {
    let urls = cache.get(clientModule);
    if (!urls) {
      const keys = manifest[clientModule] ? [...collect(clientModule, new Set())].filter((k) => !loadedByEntry.has(k)) : [];
      urls = keys.map((k) => `/${manifest[k]!.file}`);
      cache.set(clientModule, urls);
    }
    return urls;
  };
}
