import { createRequire } from 'node:module';
import zlib from 'node:zlib';

type BufferCrc32 = { unsigned: (data: Buffer, previous?: number | Buffer) => number };

/**
 * yazl checksums every byte it zips with buffer-crc32, plain JavaScript (~170 MB/s here); Node's
 * own zlib.crc32 (native, Node ≥ 20.15) gives the same CRC-32 at ~2.4 GB/s. A data export is
 * mostly photos, so this was most of its time (bench/account-export.ts). The copy yazl itself
 * loads is given the native function; nothing else uses it. Safe to call more than once.
 */
export function useNativeCrcForZips(): void {
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const crc32 = fromYazl('buffer-crc32') as BufferCrc32;
  crc32.unsigned = (data, previous) => zlib.crc32(data, Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : (previous ?? 0));
}
