import { describe, it, expect } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNameplate } from './render-nameplate.ts';

const canUnshare = spawnSync('unshare', ['-n', 'true']).status === 0;
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('local analysis offline', () => {
  it.skipIf(!canUnshare)(
    'works with no network at all (unshare -n)',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sparebot-offline-'));
      try {
        const photo = path.join(dir, 'plate.jpg');
        writeFileSync(
          photo,
          await renderNameplate([
            { text: 'DANFOSS', size: 56, bold: true },
            { text: 'VLT FC-302  7.5 kW  400 V', size: 30 },
          ]),
        );
        const stdout = await new Promise<string>((resolve, reject) => {
          execFile(
            'unshare',
            ['-n', process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'helpers/offline-analyse.ts'), photo],
            { cwd: ROOT, timeout: 90_000, env: { ...process.env, HTTP_PROXY: '', HTTPS_PROXY: '' } },
            (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
          );
        });
        const { networkError, result } = JSON.parse(stdout) as {
          networkError: string;
          result: { brandInfo: string; suggestedCategory: string };
        };
        expect(networkError).not.toBe('connected');
        expect(result.brandInfo).toBe('Danfoss');
        expect(result.suggestedCategory).toBe('Motors & Drives');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
