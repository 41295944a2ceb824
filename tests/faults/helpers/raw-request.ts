import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/**
 * One HTTP request written by hand: any headers, a body sent as given (a malformed multipart form,
 * more bytes than declared never come…). Resolves with the answer, or `status: 0` when the server
 * closed the connection without one.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers: Record<string, string | number>; body: Buffer },
): Promise<RawAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const request = http.request({
      method: options.method ?? 'POST',
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: options.headers,
    });
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    request.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> = {};
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = { text };
        }
        settle({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
      res.once('error', () => settle({ status: res.statusCode ?? 0, body: {}, headers: res.headers }));
    });
    // The server may answer (413) and close before the whole body is written: that is an answer, not a failure.
    request.once('error', () => setImmediate(() => settle({ status: 0, body: {}, headers: {} })));
    request.end(options.body);
  });
}
