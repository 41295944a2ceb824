import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryArgs, PROJECT_ROOT } from '../support/entry-point.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';

/** `npm run storage:copy-to-s3` (tests/support/entry-point.ts), with this environment. */
function runCopy(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      entryArgs('src/server/images/copy-to-s3-cli.ts'),
      { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH, ...env } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode ?? -1, stdout, stderr }),
    );
  });
}

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-copy-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => s3.clearFaults());

/** Writes a file into DATA_DIR/uploads and returns its key. */
function localPhoto(key: string, bytes: Buffer | string = randomUUID().repeat(40)): string {
  const file = path.join(dataDir, 'uploads', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return key;
}
const localBytes = (key: string) => fs.readFileSync(path.join(dataDir, 'uploads', key));
const summary = (out: string) => out.trim().split('\n').at(-1);

describe('npm run storage:copy-to-s3', () => {
  it('copies every local photo under its key, skips what is already there with the same size, and reports the counts', async () => {
    const id = randomUUID();
    const keys = [
      localPhoto(`${randomUUID()}.jpg`),
      localPhoto(`users/7/${id}.jpg`),
      localPhoto(`users/7/${id}-thumb.jpg`),
      localPhoto(`users/12/${randomUUID()}.jpg`),
    ];
    // Not photos: left alone.
    localPhoto('users/7/notes.txt');
    localPhoto(`users/7/${randomUUID()}.jpg.4242.tmp`);
    localPhoto(`other/${randomUUID()}.jpg`);
    const env = { DATA_DIR: dataDir, ...s3.env };

    const first = await runCopy(env);
    expect(first.code).toBe(0);
    expect(summary(first.stdout)).toBe('4 copied, 0 skipped (already in the bucket with the same size), 0 failed');
    expect(s3.keys()).toEqual([...keys].sort());
    for (const key of keys) expect(s3.read(key)!.equals(localBytes(key))).toBe(true);
    // The local files stay where they were.
    for (const key of keys) expect(fs.existsSync(path.join(dataDir, 'uploads', key))).toBe(true);

    const second = await runCopy(env);
    expect(second.code).toBe(0);
    expect(summary(second.stdout)).toBe('0 copied, 4 skipped (already in the bucket with the same size), 0 failed');

    // A new photo, and an object that differs from its local file (a copy cut short): both copied.
    const added = localPhoto(`users/7/${randomUUID()}.jpg`);
    s3.put(keys[1]!, 'half');
    const third = await runCopy(env);
    expect(summary(third.stdout)).toBe('2 copied, 3 skipped (already in the bucket with the same size), 0 failed');
    expect(s3.read(keys[1]!)!.equals(localBytes(keys[1]!))).toBe(true);
    expect(s3.keys()).toEqual([...keys, added].sort());
  });

  it('names the photos it could not copy and exits 1, so that a second run finishes the job', async () => {
    const key = localPhoto(`users/9/${randomUUID()}.jpg`);
    s3.failRequests((method, requested) => method === 'PUT' && requested === key);
    const failed = await runCopy({ DATA_DIR: dataDir, ...s3.env });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`failed: ${key} (S3_InternalError)`);
    expect(summary(failed.stdout)).toMatch(/^0 copied, \d+ skipped \(already in the bucket with the same size\), 1 failed$/);

    s3.clearFaults();
    const again = await runCopy({ DATA_DIR: dataDir, ...s3.env });
    expect(again.code).toBe(0);
    expect(summary(again.stdout)).toMatch(/^1 copied, \d+ skipped/);
    expect(s3.read(key)!.equals(localBytes(key))).toBe(true);
  });

  it('exits 2 with what to set when no bucket is configured, or the configuration is half given', async () => {
    const none = await runCopy({ DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Set S3_BUCKET');

    const half = await runCopy({ DATA_DIR: dataDir, S3_ENDPOINT: s3.endpoint });
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('S3_BUCKET: required when S3_ENDPOINT is set');
  });
});
