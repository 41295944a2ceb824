// After `vite build`: put the stylesheet inside index.html. A cold first visit then paints after
// one request instead of two (the linked CSS was render-blocking: Lighthouse's FCP/LCP on /auth).
// The CSP allows inline styles ('unsafe-inline' in style-src); scripts stay external.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../dist/client');
const htmlPath = path.join(root, 'index.html');
const html = fs.readFileSync(htmlPath, 'utf8');
const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const match = link.exec(html);
if (!match) {
  console.error('inline-css: no stylesheet link found in index.html');
  process.exit(1);
}
const css = fs.readFileSync(path.join(root, match[1]), 'utf8');
fs.writeFileSync(
  htmlPath,
  html.replace(match[0], () => `<style>${css}</style>`),
);
