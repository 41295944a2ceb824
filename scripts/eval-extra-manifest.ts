/**
 * Reading the manifests of our own tuning photos (`eval/extra/*.csv`, docs/sparebot.md "Our own
 * tuning photos") for scripts/fetch-eval-photos.ts: each row names a photo in a public repository
 * at a pinned commit. The photos themselves never enter this repository.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../src/shared/constants/categories.ts';
import { parseCsv } from './eval-sparebot-scoring.ts';

export const MANIFEST_COLUMNS = [
  'file',
  'source_repo',
  'commit',
  'source_path',
  'category',
  'title',
  'brand',
  'key_specs',
  'notes',
] as const;
/** The shared set's labels.csv columns, which scripts/eval-sparebot.ts reads. */
export const LABEL_COLUMNS = ['file', 'source_repo', 'source_path', 'category', 'title', 'brand', 'key_specs', 'notes'] as const;

export type ManifestRow = Record<(typeof MANIFEST_COLUMNS)[number], string>;

const CATEGORY_NAMES = new Set<string>(CATEGORIES.map((c) => c.name));
// `x<NNN>_<short_description>.<ext>` (three or four digits): the x keeps them apart from the shared set's `NNN_` files.
const FILE_NAME = /^x\d{3,5}_[a-z0-9_-]+\.(jpe?g|png|webp)$/;
const REPO = /^[A-Za-z0-9][A-Za-z0-9_-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const COMMIT = /^[0-9a-f]{40}$/;

export interface Manifest {
  rows: ManifestRow[];
  /** One sentence per problem, naming the manifest and the row; a manifest with any is not used. */
  problems: string[];
}

/**
 * Every row of the given manifests (name → CSV text), checked; problems are reported, never fixed.
 * `sharedPhotos`: the shared evaluation set's photos as `owner/name:path`. A row naming one of them,
 * or any other photo of their repositories (the same installation, often the same item from another
 * side), is refused: the shared set's held-out half is never tuned on.
 */
export function readManifests(manifests: { name: string; text: string }[], sharedPhotos: ReadonlySet<string> = new Set()): Manifest {
  const rows: ManifestRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const sharedRepos = new Set([...sharedPhotos].map((photo) => photo.slice(0, photo.indexOf(':')).toLowerCase()));
  for (const { name, text } of manifests) {
    const header = (text.split(/\r?\n/, 1)[0] ?? '').trim();
    if (header !== MANIFEST_COLUMNS.join(',')) {
      problems.push(`${name}: the header must be exactly "${MANIFEST_COLUMNS.join(',')}"`);
      continue;
    }
    parseCsv(text).forEach((record, i) => {
      const row = Object.fromEntries(MANIFEST_COLUMNS.map((c) => [c, (record[c] ?? '').trim()])) as ManifestRow;
      const where = `${name} row ${i + 2} (${row.file || 'no file'})`;
      const wrong: string[] = [];
      if (!FILE_NAME.test(row.file)) wrong.push('file is not x<NNN(NN)>_<description>.<jpg|jpeg|png|webp> in lower case');
      if (!REPO.test(row.source_repo)) wrong.push('source_repo is not owner/name');
      if (!COMMIT.test(row.commit)) wrong.push('commit is not 40 lower-case hex digits');
      if (!row.source_path || row.source_path.startsWith('/') || row.source_path.split('/').includes('..'))
        wrong.push('source_path is not a path inside the repository');
      if (!CATEGORY_NAMES.has(row.category)) wrong.push(`category "${row.category}" is not one of the 12`);
      if (sharedPhotos.has(`${row.source_repo}:${row.source_path}`))
        wrong.push('it is a photo of the shared evaluation set: never tune on it');
      else if (sharedRepos.has(row.source_repo.toLowerCase()))
        wrong.push("it comes from a repository of the shared evaluation set, whose held-out photos' neighbours are never tuned on");
      const earlier = seen.get(row.file);
      if (earlier) wrong.push(`file is already named by ${earlier}`);
      if (wrong.length) problems.push(`${where}: ${wrong.join('; ')}`);
      else {
        seen.set(row.file, where);
        rows.push(row);
      }
    });
  }
  return { rows, problems };
}

/**
 * The git directory of a repository's mirror, as the fetch tool lays it out
 * (`<mirrors>/<owner>+<name>/repo`, with `.git` inside when the snapshot had a work tree), or
 * undefined when it is not on this machine.
 */
export function mirrorGitDir(mirrors: string, repo: string): string | undefined {
  const base = path.join(mirrors, repo.replace('/', '+'));
  const candidates = [path.join(base, 'repo', '.git'), path.join(base, 'repo'), path.join(base, '.git'), base];
  return candidates.find((dir) => existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects')));
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The merged labels.csv, in the shared set's format (no commit column), rows in file order. */
export function labelsCsv(rows: ManifestRow[]): string {
  const sorted = [...rows].sort((a, b) => a.file.localeCompare(b.file));
  const lines = [LABEL_COLUMNS.join(','), ...sorted.map((r) => LABEL_COLUMNS.map((c) => csvField(r[c])).join(','))];
  return lines.join('\n') + '\n';
}

/** The shared set's photos as `owner/name:path`, from its labels.csv's source columns only. */
export function sharedSourcePhotos(labelsCsvText: string): Set<string> {
  return new Set(
    parseCsv(labelsCsvText)
      .filter((r) => r.source_repo?.trim() && r.source_path?.trim())
      .map((r) => `${(r.source_repo ?? '').trim()}:${(r.source_path ?? '').trim()}`),
  );
}
