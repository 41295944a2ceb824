import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readModulePreloads } from '../../../src/server/http/client-manifest.ts';
import { createHtmlShell } from '../../../src/server/http/html-head.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A client folder whose build manifest is `manifest` (Vite's shape: source key → chunk file and static imports). */
function clientDirWith(manifest: object | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-manifest-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js'],
    dynamicImports: ['features/shop/listing-page.tsx'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'features/shop/listing-page.tsx': {
    file: 'assets/listing-page-C3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_grid-D4.js', '_react-B2.js'],
  },
  '_grid-D4.js': { file: 'assets/grid-D4.js', imports: ['_icons-E5.js', 'index.html'] },
  '_icons-E5.js': { file: 'assets/icons-E5.js' },
};

describe('readModulePreloads', () => {
  it('answers a page module’s chunk and everything it imports, less what the entry already loads', () => {
    const preloads = readModulePreloads(clientDirWith(MANIFEST));
    expect(preloads('features/shop/listing-page.tsx')).toEqual(['/assets/listing-page-C3.js', '/assets/grid-D4.js', '/assets/icons-E5.js']);
  });

  it('preloads nothing for a module the build does not have, or without a manifest', () => {
    expect(readModulePreloads(clientDirWith(MANIFEST))('features/shop/gone-page.tsx')).toEqual([]);
    expect(readModulePreloads(clientDirWith(undefined))('features/shop/listing-page.tsx')).toEqual([]);
  });

  it('is written into a described page’s head as modulepreload links, in CORS mode as Vite writes them', () => {
    const shell = createHtmlShell('<html><head><title>x</title></head><body></body></html>', readModulePreloads(clientDirWith(MANIFEST)));
    const html = shell.render({ title: 'A listing', clientModule: 'features/shop/listing-page.tsx' });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/listing-page-C3.js" />');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(shell.render({ title: 'Other page' })).not.toContain('modulepreload');
  });
});
