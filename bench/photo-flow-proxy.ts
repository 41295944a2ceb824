import net from 'node:net';

/** One HTTP/1.1 request as the browser put it on the wire. */
export interface WireRequest {
  method: string;
  path: string;
  contentType: string;
  /** Request line, headers and the blank line after them. */
  headerBytes: number;
  bodyBytes: number;
  /** Kept only for requests that `keepBody` asked for. */
  body?: Buffer;
  /** ms since the proxy started, when the request's headers arrived. */
  at: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Splits one connection's client→server bytes into requests. Chromium neither pipelines nor
 * sends chunked bodies on plain HTTP/1.1 (fetch/XHR bodies carry a Content-Length), so a
 * request is its header block plus Content-Length bytes; anything else is reported as an error.
 */
class RequestSplitter {
  private pending = Buffer.alloc(0);
  private current: WireRequest | undefined;
  private remaining = 0;
  private chunks: Buffer[] = [];

  constructor(
    private readonly started: number,
    private readonly keepBody: (method: string, path: string) => boolean,
    private readonly onRequest: (request: WireRequest) => void,
    private readonly onError: (message: string) => void,
  ) {}

  push(chunk: Buffer): void {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0) {
      if (this.current) {
        const take = Math.min(this.remaining, data.length);
        if (this.current.body !== undefined) this.chunks.push(data.subarray(0, take));
        this.remaining -= take;
        data = data.subarray(take);
        if (this.remaining === 0) this.finish();
        continue;
      }
      const end = data.indexOf(HEADER_END);
      if (end < 0) {
        this.pending = Buffer.from(data);
        return;
      }
      const head = data.subarray(0, end).toString('latin1');
      const [requestLine = '', ...headerLines] = head.split('\r\n');
      const [method = '', target = ''] = requestLine.split(' ');
      const headers = new Map(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (headers.get('transfer-encoding')) this.onError(`${method} ${target}: chunked body, not counted`);
      const path = target.split('?')[0] ?? target;
      this.current = {
        method,
        path,
        contentType: headers.get('content-type') ?? '',
        headerBytes: end + HEADER_END.length,
        bodyBytes: Number(headers.get('content-length') ?? 0),
        at: performance.now() - this.started,
        ...(this.keepBody(method, path) ? { body: Buffer.alloc(0) } : {}),
      };
      this.remaining = this.current.bodyBytes;
      data = data.subarray(end + HEADER_END.length);
      if (this.remaining === 0) this.finish();
    }
  }

  private finish(): void {
    const request = this.current!;
    if (request.body !== undefined) request.body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.current = undefined;
    this.onRequest(request);
  }
}

export interface CountingProxy {
  url: string;
  requests: WireRequest[];
  errors: string[];
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the app that records every request the browser sends through it, byte
 * for byte (what crossed the loopback "network"). Responses are passed through untouched.
 */
export async function startCountingProxy(targetPort: number, keepBody: (method: string, path: string) => boolean): Promise<CountingProxy> {
  const started = performance.now();
  const requests: WireRequest[] = [];
  const errors: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const splitter = new RequestSplitter(
      started,
      keepBody,
      (r) => requests.push(r),
      (e) => errors.push(e),
    );
    client.on('data', (chunk: Buffer) => splitter.push(chunk));
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    errors,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
