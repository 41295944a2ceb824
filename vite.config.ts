import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const SW_FILE = 'sw.js';

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

/**
 * Writes the service worker's precache list (every built file the shell needs: index.html, hashed
 * JS/CSS, icons, manifest; no source maps) and a version derived from it into dist's sw.js, so a
 * new build installs a new worker and the old cache is dropped.
 */
function precacheManifest(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'sparestock:precache-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The final bundle, index.html included (it is emitted late, by Vite's HTML plugin).
        const bundleFiles = Object.keys(bundle).map((file) => `/${file}`);
        const publicFiles = fs.existsSync(publicDir) ? listFiles(publicDir) : [];
        const urls = [...new Set([...bundleFiles, ...publicFiles])]
          .filter((url) => !url.endsWith('.map') && !url.startsWith('/.vite/') && url !== `/${SW_FILE}`)
          .sort();
        const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
        const template = fs.readFileSync(path.join(publicDir, SW_FILE), 'utf8');
        const output = template
          .replace(/^const CACHE_VERSION = '[^']*';$/m, `const CACHE_VERSION = '${version}';`)
          .replace(/^const PRECACHE_URLS = \[\];$/m, `const PRECACHE_URLS = ${JSON.stringify(urls)};`);
        if (!output.includes(version) || output.includes('const PRECACHE_URLS = [];')) {
          throw new Error(`${SW_FILE}: the CACHE_VERSION / PRECACHE_URLS lines were not found`);
        }
        fs.writeFileSync(path.join(outDir, SW_FILE), output);
      },
    },
  };
}

/** The id suffix that marks zod's core as imported by zod/mini (its own copy; see below). */
const MINI_CORE = '?zod-mini-core';

/**
 * zod/mini and zod's full API share one core, so the bundler keeps one chunk of it holding
 * everything either uses: 15 KiB gzip in every public page's first load, though the public
 * answers are zod/mini schemas that need about half of it (the full API loads when a form is
 * used). Here zod/mini's imports of the core, and the core's own imports from there, get an id of
 * their own, so the public pages load a core tree-shaken to what zod/mini uses and the full API
 * keeps its copy (docs/client.md, 'What parsing costs'). Same version both sides: schemas of the
 * two nest and parse as one (instanceof checks go by traits; config and registry live on
 * globalThis). Only the build: the dev server and the tests keep one copy.
 */
function zodCoreForMini(): Plugin {
  return {
    name: 'sparestock:zod-core-for-mini',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.includes('/node_modules/zod/v4/mini/') || importer.endsWith(MINI_CORE))) return null;
      const resolved = await this.resolve(source, importer.replace(MINI_CORE, ''), { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/node_modules/zod/v4/core/')) return resolved;
      return { ...resolved, id: `${resolved.id}${MINI_CORE}` };
    },
    load(id) {
      return id.endsWith(MINI_CORE) ? fs.readFileSync(id.slice(0, -MINI_CORE.length), 'utf8') : null;
    },
  };
}

// The SPA builds to dist/client, which the Fastify server serves. In dev, Vite proxies /api to it.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [zodCoreForMini(), react(), tailwindcss(), precacheManifest()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page's module needs, so the server can preload them
    // with a listing or search page's HTML (src/server/http/client-manifest.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
