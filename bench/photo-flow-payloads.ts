import { createHash } from 'node:crypto';
import type { WireRequest } from './photo-flow-proxy.ts';

/** A photo found inside a request body: the JPEG itself, and how many body bytes carried it. */
export interface PhotoPayload {
  sha: string;
  /** The decoded file's size (what the browser produced for this photo). */
  fileBytes: number;
  /** Bytes of the body spent on it: the file as is (multipart) or its base64 text (JSON). */
  wireBytes: number;
  encoding: 'multipart' | 'base64';
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

function multipartFiles(body: Buffer, contentType: string): PhotoPayload[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const found: PhotoPayload[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, Math.max(0, headEnd)).toString('latin1');
    if (headEnd >= 0 && /filename=/i.test(head)) {
      const file = part.subarray(headEnd + 4);
      found.push({ sha: sha(file), fileBytes: file.length, wireBytes: file.length, encoding: 'multipart' });
    }
    at = next;
  }
  return found;
}

/** Every base64 string long enough to be a photo, anywhere in a JSON body (`image`, data URLs…). */
function jsonImages(body: Buffer): PhotoPayload[] {
  const found: PhotoPayload[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string' && value.length > 10_000) {
      const text = value.replace(/^data:[^,]*,/, '');
      const file = Buffer.from(text, 'base64');
      found.push({ sha: sha(file), fileBytes: file.length, wireBytes: value.length, encoding: 'base64' });
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  try {
    visit(JSON.parse(body.toString('utf8')));
  } catch {
    // Not JSON: nothing to find.
  }
  return found;
}

/** The photos a request carried. */
export function findPhotoPayloads(request: WireRequest): PhotoPayload[] {
  if (!request.body?.length) return [];
  if (request.contentType.startsWith('multipart/')) return multipartFiles(request.body, request.contentType);
  if (request.contentType.includes('json')) return jsonImages(request.body);
  return [];
}
