import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The head of the built index.html as the build writes it (title, description, then the entry script). */
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="SpareStock: turn surplus M&amp;E stock into priced inventory with SpareBot." />
    <title>SpareStock</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"><!-- first-paint --><svg aria-hidden="true"><title>logo</title></svg><p>Loading…</p><!-- /first-paint --></div>
  </body>
</html>
`;

/**
 * A built client of the test's own (never the shared dist/client, which another build may be
 * rewriting): index.html, and pre-compressed copies of an older build beside it, so a test can
 * tell a page built by the server from a stale file on disk.
 */
export function makeClientDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const stale = INDEX_HTML.replace('<title>SpareStock</title>', '<title>STALE precompressed copy</title>');
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(stale));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(stale));
  // The build manifest's shape (Vite's build.manifest), with the page modules the server preloads.
  const page = (name: string) => ({ file: `assets/${name}-test.js`, isDynamicEntry: true, imports: ['index.html'] });
  const manifest = {
    'index.html': { file: 'assets/index-test.js', isEntry: true },
    'features/marketplace/listing-page.tsx': page('listing-page'),
    'features/marketplace/search-page.tsx': page('search-page'),
    'features/marketplace/seller-page.tsx': page('seller-page'),
    'features/auth/auth-page.tsx': page('auth-page'),
    'features/marketplace/front-door-page.tsx': page('front-door-page'),
  };
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Reads the tags of a page's head the way a crawler would (attribute values unescaped). */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => unescapeHtml(m[1] ?? ''));
  const meta = (key: string) => {
    const found = all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'));
    if (found.length > 1) throw new Error(`${key} appears ${found.length} times`);
    return found[0];
  };
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    preloadImages: all(/<link rel="preload" as="image" href="([^"]*)"/g),
    modulePreloads: all(/<link rel="modulepreload" crossorigin href="([^"]*)"/g),
    robots: meta('robots'),
    meta,
    /** The JSON-LD blocks, parsed (each ends at the first `</script>`, as a browser reads it). */
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
    /** Every `<script` opening tag in the whole page. */
    scriptTags: html.match(/<script\b/gi)?.length ?? 0,
  };
}

/** A GET that does not follow redirects. */
export async function getPage(baseUrl: string, pathName: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathName}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
