import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LABEL_COLUMNS,
  MANIFEST_COLUMNS,
  labelsCsv,
  mirrorGitDir,
  readManifests,
  sharedSourcePhotos,
} from '../../../scripts/eval-extra-manifest.ts';
import { parseCsv } from '../../../scripts/eval-sparebot-scoring.ts';

const HEADER = MANIFEST_COLUMNS.join(',');
const COMMIT = 'a'.repeat(40);
const row = (file: string, overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    file,
    source_repo: 'owner/repo-name',
    commit: COMMIT,
    source_path: 'docs/img/photo.jpg',
    category: 'Electrical Components',
    title: 'A contactor',
    brand: 'Maker',
    key_specs: '25A; 400V',
    notes: '',
    ...overrides,
  };
  return MANIFEST_COLUMNS.map((c) => values[c]).join(',');
};

describe('readManifests', () => {
  it('refuses a row naming a photo of the shared evaluation set, and keeps its neighbours', () => {
    const shared = sharedSourcePhotos('file,source_repo,source_path,category\n001_a.jpg,owner/repo-name,img/a.jpg,Electrical Components\n');
    expect([...shared]).toEqual(['owner/repo-name:img/a.jpg']);
    const text = `${HEADER}\n${row('x100_contactor.jpg', { source_path: 'img/a.jpg' })}\n${row('x101_relay.jpg', { source_repo: 'other/repo', source_path: 'img/b.jpg' })}\n`;
    const { rows, problems } = readManifests([{ name: 'eval/extra/a.csv', text }], shared);
    expect(rows.map((r) => r.file)).toEqual(['x101_relay.jpg']);
    expect(problems).toEqual(['eval/extra/a.csv row 2 (x100_contactor.jpg): it is a photo of the shared evaluation set: never tune on it']);
  });

  it("refuses any other photo of a shared set's repository, however its name is written", () => {
    const shared = sharedSourcePhotos('file,source_repo,source_path,category\n001_a.jpg,Owner/Repo-Name,img/a.jpg,Electrical Components\n');
    const text = `${HEADER}\n${row('x100_contactor.jpg', { source_repo: 'owner/repo-name', source_path: 'img/b.jpg' })}\n`;
    const { rows, problems } = readManifests([{ name: 'eval/extra/a.csv', text }], shared);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      "eval/extra/a.csv row 2 (x100_contactor.jpg): it comes from a repository of the shared evaluation set, whose held-out photos' neighbours are never tuned on",
    ]);
  });

  it('reads valid rows with quoted fields and keeps every column', () => {
    const text = `${HEADER}\n${row('x100_contactor.jpg', { title: '"Contactor, 3 pole, ""TeSys"""' })}\n`;
    const { rows, problems } = readManifests([{ name: 'eval/extra/a.csv', text }]);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      file: 'x100_contactor.jpg',
      commit: COMMIT,
      title: 'Contactor, 3 pole, "TeSys"',
      key_specs: '25A; 400V',
    });
  });

  it('refuses a manifest whose header is not exactly the nine columns', () => {
    const text = `file,source_repo,source_path,category,title,brand,key_specs,notes\nx100_a.jpg,o/r,p.jpg,Lighting,t,b,k,n\n`;
    const { rows, problems } = readManifests([{ name: 'eval/extra/old.csv', text }]);
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('eval/extra/old.csv');
  });

  it('reports each malformed row by manifest and line, and keeps the good ones', () => {
    const text = [
      HEADER,
      row('x101_ok.png'),
      row('101_no_x.jpg'),
      row('x1001_four_digits.jpg', { source_path: 'img/c.jpg' }),
      row('x10001_five_digits.jpg', { source_path: 'img/d.jpg' }),
      row('x100001_six_digits.jpg', { source_path: 'img/e.jpg' }),
      row('x102_short_commit.jpg', { commit: 'abc123' }),
      row('x103_bad_category.jpg', { category: 'Widgets' }),
      row('x104_escape.jpg', { source_path: '../secret.jpg' }),
      row('x105_bad_repo.jpg', { source_repo: 'no-slash' }),
    ].join('\n');
    const { rows, problems } = readManifests([{ name: 'eval/extra/b.csv', text }]);
    // Five digits since the sets numbered from x10300 (2026-12-07); six are none of ours.
    expect(rows.map((r) => r.file)).toEqual(['x101_ok.png', 'x1001_four_digits.jpg', 'x10001_five_digits.jpg']);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^eval\/extra\/b\.csv row 3 \(101_no_x\.jpg\): file is not/);
    expect(problems[1]).toMatch(/row 6 \(x100001_six_digits\.jpg\): file is not/);
    expect(problems[2]).toContain('commit is not 40');
    expect(problems[3]).toContain('category "Widgets"');
    expect(problems[4]).toContain('source_path');
    expect(problems[5]).toContain('source_repo');
  });

  it('refuses a file name another manifest already uses', () => {
    const first = { name: 'eval/extra/a.csv', text: `${HEADER}\n${row('x100_same.jpg')}\n` };
    const second = { name: 'eval/extra/b.csv', text: `${HEADER}\n${row('x100_same.jpg')}\n` };
    const { rows, problems } = readManifests([first, second]);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([expect.stringContaining('already named by eval/extra/a.csv row 2')]);
  });
});

describe('mirrorGitDir', () => {
  const mirrors = mkdtempSync(path.join(tmpdir(), 'mirrors-'));
  afterAll(() => rmSync(mirrors, { recursive: true, force: true }));
  const gitDir = (dir: string) => {
    mkdirSync(path.join(dir, 'objects'), { recursive: true });
    writeFileSync(path.join(dir, 'HEAD'), 'ref: refs/heads/main\n');
  };

  it('finds a bare snapshot and one cloned with a work tree, as the fetch tool lays them out', () => {
    gitDir(path.join(mirrors, 'owner+bare', 'repo'));
    gitDir(path.join(mirrors, 'owner+cloned', 'repo', '.git'));
    expect(mirrorGitDir(mirrors, 'owner/bare')).toBe(path.join(mirrors, 'owner+bare', 'repo'));
    expect(mirrorGitDir(mirrors, 'owner/cloned')).toBe(path.join(mirrors, 'owner+cloned', 'repo', '.git'));
  });

  it('answers undefined for a repository not on the machine or only half copied', () => {
    mkdirSync(path.join(mirrors, 'owner+partial', 'repo'), { recursive: true });
    expect(mirrorGitDir(mirrors, 'owner/absent')).toBeUndefined();
    expect(mirrorGitDir(mirrors, 'owner/partial')).toBeUndefined();
  });
});

describe('labelsCsv', () => {
  it("writes the shared set's columns, sorted by file, and reads back the same values", () => {
    const text = [HEADER, row('x301_b.jpg', { notes: '"said ""hello"", twice"' }), row('x100_a.jpg')].join('\n');
    const { rows } = readManifests([{ name: 'm.csv', text }]);
    const out = labelsCsv(rows);
    expect(out.split('\n')[0]).toBe(LABEL_COLUMNS.join(','));
    const back = parseCsv(out);
    expect(back.map((r) => r.file)).toEqual(['x100_a.jpg', 'x301_b.jpg']);
    expect(back[1]).toMatchObject({ notes: 'said "hello", twice', source_path: 'docs/img/photo.jpg', key_specs: '25A; 400V' });
    expect(back[0]).not.toHaveProperty('commit');
  });
});
