import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_COLUMNS } from '../../../scripts/eval-extra-manifest.ts';
import { parseCsv } from '../../../scripts/eval-sparebot-scoring.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/fetch-eval-photos.ts');

/** A mirror laid out as the fetch tool leaves it (`<owner>+<name>/repo`, bare), with one commit. */
function makeMirror(mirrors: string, repo: string, files: Record<string, Buffer>): string {
  const work = mkdtempSync(path.join(tmpdir(), 'eval-photos-work-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' }).trim();
  git('init', '-q');
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), bytes);
  }
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'photos');
  const commit = git('rev-parse', 'HEAD');
  execFileSync('git', ['clone', '-q', '--bare', work, path.join(mirrors, repo.replace('/', '+'), 'repo')]);
  rmSync(work, { recursive: true, force: true });
  return commit;
}

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('scripts/fetch-eval-photos.ts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eval-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

  it('writes each photo at its pinned commit and a merged labels.csv; names a missing repository and exits 1', async () => {
    const mirrors = path.join(dir, 'mirrors');
    const manifests = path.join(dir, 'manifests');
    const out = path.join(dir, 'out');
    mkdirSync(manifests, { recursive: true });
    const commit = makeMirror(mirrors, 'someone/photos', { 'img/plate.jpg': photo });
    const line = (file: string, repo: string, sourcePath: string) =>
      [file, repo, commit, sourcePath, 'Motors & Drives', '"VFD, 2.2 kW"', 'Maker', '2.2KW; 11A', ''].join(',');
    writeFileSync(
      path.join(manifests, 'one.csv'),
      [
        MANIFEST_COLUMNS.join(','),
        line('x100_plate.jpg', 'someone/photos', 'img/plate.jpg'),
        line('x101_gone.jpg', 'other/absent', 'a.jpg'),
      ].join('\n'),
    );

    const first = await run([`--mirrors=${mirrors}`, `--manifests=${manifests}`, `--out=${out}`]);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('fetch github:other/absent first');
    expect(readFileSync(path.join(out, 'x100_plate.jpg')).equals(photo)).toBe(true);
    expect(existsSync(path.join(out, 'x101_gone.jpg'))).toBe(false);
    // labels.csv lists only what was written, so the evaluation can run on it.
    const labels = parseCsv(readFileSync(path.join(out, 'labels.csv'), 'utf8'));
    expect(labels).toEqual([
      expect.objectContaining({ file: 'x100_plate.jpg', source_repo: 'someone/photos', title: 'VFD, 2.2 kW', key_specs: '2.2KW; 11A' }),
    ]);

    writeFileSync(
      path.join(manifests, 'one.csv'),
      [MANIFEST_COLUMNS.join(','), line('x100_plate.jpg', 'someone/photos', 'img/plate.jpg')].join('\n'),
    );
    const second = await run([`--mirrors=${mirrors}`, `--manifests=${manifests}`, `--out=${out}`]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('1 of 1 photos written');
  }, 120_000);

  it("refuses a photo of the shared evaluation set, by its source or by the same bytes elsewhere, and its repository's other photos", async () => {
    const mirrors = path.join(dir, 'mirrors3');
    const manifests = path.join(dir, 'manifests3');
    const out = path.join(dir, 'out3');
    const shared = path.join(dir, 'shared');
    mkdirSync(manifests, { recursive: true });
    mkdirSync(shared, { recursive: true });
    const other = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 0xff, 0xd9]);
    const neighbour = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7, 0xff, 0xd9]);
    const heldCommit = makeMirror(mirrors, 'someone/photos', { 'img/held.jpg': photo, 'img/next.jpg': neighbour });
    const commit = makeMirror(mirrors, 'another/photos', { 'img/copy.jpg': photo, 'img/own.jpg': other });
    // The shared set's labels name someone/photos' img/held.jpg; its photo folder holds the same bytes.
    writeFileSync(
      path.join(shared, 'labels.csv'),
      'file,source_repo,source_path,category\n001_held.jpg,someone/photos,img/held.jpg,Motors & Drives\n',
    );
    writeFileSync(path.join(shared, '001_held.jpg'), photo);
    const line = (file: string, repo: string, at: string, sourcePath: string) =>
      [file, repo, at, sourcePath, 'Motors & Drives', 'VFD', 'Maker', '', ''].join(',');
    writeFileSync(
      path.join(manifests, 'one.csv'),
      [
        MANIFEST_COLUMNS.join(','),
        line('x100_held.jpg', 'someone/photos', heldCommit, 'img/held.jpg'),
        line('x101_copy.jpg', 'another/photos', commit, 'img/copy.jpg'),
        line('x102_own.jpg', 'another/photos', commit, 'img/own.jpg'),
        line('x103_next.jpg', 'someone/photos', heldCommit, 'img/next.jpg'),
      ].join('\n'),
    );
    const result = await run([
      `--mirrors=${mirrors}`,
      `--manifests=${manifests}`,
      `--out=${out}`,
      `--shared=${path.join(shared, 'labels.csv')}`,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('x100_held.jpg): it is a photo of the shared evaluation set');
    expect(result.stderr).toContain('x101_copy.jpg: the same file as a photo of the shared evaluation set');
    expect(result.stderr).toContain('x103_next.jpg): it comes from a repository of the shared evaluation set');
    expect(existsSync(path.join(out, 'x101_copy.jpg'))).toBe(false);
    expect(existsSync(path.join(out, 'x103_next.jpg'))).toBe(false);
    expect(parseCsv(readFileSync(path.join(out, 'labels.csv'), 'utf8')).map((r) => r.file)).toEqual(['x102_own.jpg']);
  }, 120_000);

  it('refuses a photo that is not the one its labeller saw (the MD5 its notes end with), and fetches a stale one again', async () => {
    const mirrors = path.join(dir, 'mirrors4');
    const manifests = path.join(dir, 'manifests4');
    const out = path.join(dir, 'out4');
    mkdirSync(manifests, { recursive: true });
    mkdirSync(out, { recursive: true });
    const other = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 0xff, 0xd9]);
    const commit = makeMirror(mirrors, 'someone/photos', { 'img/a.jpg': photo, 'img/b.jpg': other });
    const noted = createHash('md5').update(photo).digest('hex');
    const row = (file: string, sourcePath: string) =>
      [file, 'someone/photos', commit, sourcePath, 'Lighting', 't', '', '', `"own photo; md5 ${noted}"`].join(',');
    writeFileSync(
      path.join(manifests, 'm.csv'),
      [MANIFEST_COLUMNS.join(','), row('x103_right.jpg', 'img/a.jpg'), row('x104_wrong.jpg', 'img/b.jpg')].join('\n'),
    );
    // An earlier run wrote the wrong bytes for the row that is right now (its path was fixed since).
    writeFileSync(path.join(out, 'x103_right.jpg'), other);
    const result = await run([`--mirrors=${mirrors}`, `--manifests=${manifests}`, `--out=${out}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`x104_wrong.jpg: img/b.jpg at ${commit} is not the photo its labeller saw`);
    expect(readFileSync(path.join(out, 'x103_right.jpg')).equals(photo)).toBe(true);
    expect(existsSync(path.join(out, 'x104_wrong.jpg'))).toBe(false);
  }, 120_000);

  it('exits 1 for a path the pinned commit does not hold', async () => {
    const mirrors = path.join(dir, 'mirrors2');
    const manifests = path.join(dir, 'manifests2');
    mkdirSync(manifests, { recursive: true });
    const commit = makeMirror(mirrors, 'someone/photos', { 'img/plate.jpg': photo });
    const row = ['x102_typo.jpg', 'someone/photos', commit, 'img/plat.jpg', 'Lighting', 't', '', '', ''].join(',');
    writeFileSync(path.join(manifests, 'm.csv'), `${MANIFEST_COLUMNS.join(',')}\n${row}\n`);
    const result = await run([`--mirrors=${mirrors}`, `--manifests=${manifests}`, `--out=${path.join(dir, 'out2')}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`x102_typo.jpg: someone/photos has no img/plat.jpg at ${commit}`);
  }, 120_000);
});
