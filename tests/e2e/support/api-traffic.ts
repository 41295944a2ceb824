import type { Page, Request } from '@playwright/test';

/** One /api request the page made, as the browser sent it. */
export interface SentRequest {
  method: string;
  path: string;
  contentType: string;
  /** The body as Playwright sees it: JSON bodies whole; a multipart body with files is not given (empty). */
  body: Buffer;
  request: Request;
}

/** The photo files the page handed to fetch in a FormData body, by request path. */
export interface PhotoPart {
  path: string;
  size: number;
  type: string;
}

/**
 * Records the page's /api requests, to check what the browser sends (photos once, as files;
 * JSON by id afterwards). Chromium gives Playwright neither the bytes nor the size of a
 * multipart body with files, so the page's fetch is watched too: it reports each file it sends.
 */
export async function recordApiTraffic(page: Page) {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    sent.push({
      method: request.method(),
      path: url.pathname,
      contentType: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer() ?? Buffer.alloc(0),
      request,
    });
  });
  await page.addInitScript(() => {
    const parts: Array<{ path: string; size: number; type: string }> = [];
    (window as unknown as { __photoParts: typeof parts }).__photoParts = parts;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        const path = new URL(String(input), location.href).pathname;
        init.body.forEach((value) => {
          if (value instanceof Blob) parts.push({ path, size: value.size, type: value.type });
        });
      }
      return original(input, init);
    };
  });
  return {
    sent,
    to: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
    photoParts: () => page.evaluate(() => (window as unknown as { __photoParts: PhotoPart[] }).__photoParts),
  };
}
