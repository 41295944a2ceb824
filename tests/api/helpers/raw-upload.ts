import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { ListingFields, UploadFile } from './listings.ts';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** The bytes of a multipart/form-data body: the fields, then each file under `images`. */
export function multipartBody(fields: ListingFields, files: UploadFile[]): { boundary: string; body: Buffer; firstFileAt: number } {
  const boundary = `----sparestock${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  let firstFileAt = -1;
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    if (firstFileAt < 0) firstFileAt = Buffer.concat(chunks).length;
    chunks.push(Buffer.from(file.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(chunks), firstFileAt };
}

/**
 * POST /api/listings (or `options.path`, e.g. /api/photos) written by hand over node:http, so a
 * test can stop half-way through the first photo (`sent` resolves then), and later `finish()` the
 * body or `abort()` the connection.
 */
export function startRawUpload(
  baseUrl: string,
  token: string,
  fields: ListingFields,
  files: UploadFile[],
  options: { path?: string } = {},
) {
  const { boundary, body, firstFileAt } = multipartBody(fields, files);
  // Half of the first photo goes now: the server has started receiving it and waits for the rest.
  const split = firstFileAt + Math.floor((files[0]?.data.length ?? 0) / 2);
  const url = new URL(`${baseUrl}${options.path ?? '/api/listings'}`);
  const request = http.request({
    method: 'POST',
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const response = new Promise<RawResponse>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
  });
  // Never an unhandled rejection when the test aborts on purpose.
  response.catch(() => undefined);
  request.write(body.subarray(0, split));
  return {
    response,
    finish(): Promise<RawResponse> {
      request.end(body.subarray(split));
      return response;
    },
    /** Sends the rest of the body and resolves once it has gone out (the answer is not awaited). */
    sendRest(): Promise<void> {
      return new Promise((resolve) => request.end(body.subarray(split), resolve));
    },
    abort(): void {
      request.destroy();
    },
  };
}
