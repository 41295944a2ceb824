import fs from 'node:fs';

/** What one run of the photo flow measured (one JSON line of the results file). */
export interface FlowRecord {
  label: string;
  app: string;
  startedAt: string;
  /** The 1-minute load average when the run started and when it ended (2 CPUs). */
  loadAverage: [number, number];
  photoCount: number;
  originalBytes: number[];
  /** Requests to /api/* and /uploads/* from choosing the files until the inventory page had loaded. */
  bytes: { total: number; perEndpoint: Record<string, { count: number; headerBytes: number; bodyBytes: number }> };
  payloads: {
    /** Per photo (in order of first appearance): the JPEG the browser sent, its size. */
    fileBytes: number[];
    /** Per photo: how many request bodies carried it, and body bytes spent on it / its size. */
    times: number[];
    wireRatio: number[];
    encodings: string[];
    /** Payloads that are byte-for-byte one of the original files (no compression in the browser). */
    originalsAsIs: number;
  };
  server: {
    perEndpoint: Record<string, { count: number; sumMs: number; medianMs: number }>;
    analyzeMs: number;
    uploadMs: number;
    saveMs: number;
    totalMs: number;
    /** Per photo: upload + analysis + save time (a request for several photos is shared evenly). */
    perPhotoMs: number[];
  };
  wall: { analysisMs: number; saveMs: number };
  checks: {
    listings: number;
    photosPerListing: number[];
    cdpRequests: number;
    proxyRequests: number;
    cdpBodyBytes: number;
    proxyBodyBytes: number;
    notes: string[];
  };
}

export const median = (values: number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number): string => `${ms.toFixed(0)} ms`;

/** `GET /uploads/…` and ids in paths folded, so endpoints group: `PATCH /api/listings/:id`. */
export function endpointOf(method: string, path: string): string {
  if (path.startsWith('/uploads/')) return `${method} /uploads/*`;
  return `${method} ${path.replace(/\/(\d+|[0-9a-f-]{16,})(?=\/|$)/gi, '/:id')}`;
}

/** One run in a few lines. */
export function printRun(r: FlowRecord): void {
  console.log(`  bytes sent to /api + /uploads: ${mib(r.bytes.total)} (${mib(r.bytes.total / r.photoCount)} a photo)`);
  for (const [endpoint, e] of Object.entries(r.bytes.perEndpoint).sort(
    (a, b) => b[1].bodyBytes + b[1].headerBytes - (a[1].bodyBytes + a[1].headerBytes),
  )) {
    console.log(
      `    ${endpoint.padEnd(34)} ×${String(e.count).padEnd(3)} ${mib(e.headerBytes + e.bodyBytes).padStart(9)} (headers ${kib(e.headerBytes)})`,
    );
  }
  const p = r.payloads;
  console.log(
    `  photos: originals ${mib(median(r.originalBytes))} median; the browser sent ${p.fileBytes.length} distinct JPEGs, median ${kib(median(p.fileBytes))}` +
      ` (${p.originalsAsIs} of them the original file as is); each carried ${[...new Set(p.times)].join('/')}× (${[...new Set(p.encodings)].join('; ')}),` +
      ` ${median(p.wireRatio).toFixed(2)}× its size in body bytes`,
  );
  console.log(
    `  server (responseTime): analyze ${seconds(r.server.analyzeMs)}, photo upload ${seconds(r.server.uploadMs)}, save ${seconds(r.server.saveMs)};` +
      ` total ${seconds(r.server.totalMs)}, per photo median ${millis(median(r.server.perPhotoMs))}`,
  );
  for (const [endpoint, e] of Object.entries(r.server.perEndpoint)) {
    console.log(
      `    ${endpoint.padEnd(34)} ×${String(e.count).padEnd(3)} sum ${seconds(e.sumMs).padStart(8)}, median ${millis(e.medianMs)}`,
    );
  }
  console.log(`  load average (1 min) at start/end: ${r.loadAverage.map((l) => l.toFixed(1)).join(' / ')}`);
  console.log(`  wall: files chosen → 'Analysis Complete' ${seconds(r.wall.analysisMs)}; save click → inventory ${seconds(r.wall.saveMs)}`);
  const c = r.checks;
  console.log(
    `  checks: ${c.listings} listings saved, photos each ${[...new Set(c.photosPerListing)].join('/')}; requests proxy ${c.proxyRequests} / CDP ${c.cdpRequests};` +
      ` body bytes proxy ${c.proxyBodyBytes} / CDP Content-Length ${c.cdpBodyBytes}${c.notes.length ? `; ${c.notes.join('; ')}` : ''}`,
  );
}

const spread = (values: number[], format: (v: number) => string): string =>
  values.length > 1
    ? `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
    : format(values[0] ?? NaN);

/** Before vs after (or any labels): median (min–max) over each label's runs. */
export function printTable(records: FlowRecord[]): void {
  const labels = [...new Set(records.map((r) => r.label))];
  const of = (label: string) => records.filter((r) => r.label === label);
  const rows: Array<[string, (r: FlowRecord) => number, (v: number) => string]> = [
    ['bytes sent, total', (r) => r.bytes.total, mib],
    ['bytes sent per photo', (r) => r.bytes.total / r.photoCount, mib],
    ['photo JPEG the browser sends (median)', (r) => median(r.payloads.fileBytes), kib],
    ['times each photo crosses', (r) => median(r.payloads.times), (v) => `${v}×`],
    ['photo body bytes / its size', (r) => median(r.payloads.wireRatio), (v) => `${v.toFixed(2)}×`],
    ['server time, analyze + upload + save', (r) => r.server.totalMs, seconds],
    ['  of which analyze', (r) => r.server.analyzeMs, seconds],
    ['  of which photo upload', (r) => r.server.uploadMs, seconds],
    ['  of which save', (r) => r.server.saveMs, seconds],
    ['server time per photo (median)', (r) => median(r.server.perPhotoMs), millis],
    ['wall: choose → analysis complete', (r) => r.wall.analysisMs, seconds],
    ['wall: save click → inventory', (r) => r.wall.saveMs, seconds],
    ['load average at start (2 CPUs)', (r) => r.loadAverage[0], (v) => v.toFixed(1)],
  ];
  const header = ['', ...labels.map((l) => `${l} (${of(l).length} runs)`)];
  const body = rows.map(([name, pick, format]) => [name, ...labels.map((l) => spread(of(l).map(pick), format))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  body.forEach((row) => console.log(line(row)));
}

export function readRecords(file: string): FlowRecord[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FlowRecord);
}
