/**
 * Our own tuning photos: `npx tsx scripts/fetch-eval-photos.ts [--mirrors=DIR] [--out=DIR] [--shared=labels.csv]`
 * reads every `eval/extra/*.csv` (or `--manifests=DIR`'s), writes each row's photo from a local mirror of its public
 * repository at the pinned commit into DIR (default `../eval-extra/photos`, outside the
 * repository), and a merged `labels.csv` there in the shared set's format, for
 * `scripts/eval-sparebot.ts --all-tune DIR`. Mirrors are the fetch tool's
 * (`../.mirror/<owner>+<name>/repo`, or `--mirrors=DIR`). Exits 1 when a manifest is malformed or a
 * repository, commit or file is missing (listing what to fetch first); the photos it could write
 * are still written, and labels.csv lists only those. A row naming a photo of the shared
 * evaluation set (`--shared`, default ../shared/eval/photos/labels.csv), or whose file has the
 * same bytes as one, is refused, and so is one whose notes end with the MD5 its labeller took ("md5 …") when the
 * pinned file has other bytes. A photo already in DIR is kept without its mirror (unless it is not the photo so
 * noted), so the mirrors may be fetched and removed in batches.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelsCsv, mirrorGitDir, readManifests, sharedSourcePhotos, type ManifestRow } from './eval-extra-manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const mirrors = path.resolve(option('mirrors') ?? path.join(root, '../.mirror'));
const out = path.resolve(option('out') ?? path.join(root, '../eval-extra/photos'));
const manifestDir = path.resolve(option('manifests') ?? path.join(root, 'eval/extra'));

const manifests = readdirSync(manifestDir)
  .filter((f) => f.endsWith('.csv'))
  .sort()
  .map((f) => ({ name: path.relative(root, path.join(manifestDir, f)), text: readFileSync(path.join(manifestDir, f), 'utf8') }));
// The shared set's photos are never ours to tune on (its held-out half stays unseen): refused by
// source, and by content (the same bytes under another path), hashed without being looked at.
const sharedLabels = path.resolve(option('shared') ?? path.join(root, '../shared/eval/photos/labels.csv'));
const sharedPhotos = existsSync(sharedLabels) ? sharedSourcePhotos(readFileSync(sharedLabels, 'utf8')) : new Set<string>();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sharedDigests = new Set(
  existsSync(sharedLabels)
    ? readdirSync(path.dirname(sharedLabels))
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .map((f) => sha256(readFileSync(path.join(path.dirname(sharedLabels), f))))
    : [],
);
const { rows, problems } = readManifests(manifests, sharedPhotos);
for (const p of problems) console.error(`skipped: ${p}`);

mkdirSync(out, { recursive: true });
const written: ManifestRow[] = [];
const notOnMachine = new Set<string>();
const notInMirror: string[] = [];
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
/** The MD5 the labeller noted of the photo they labelled ("… md5 46b3…" ending the notes), where they noted one. */
const notedMd5 = (row: ManifestRow) => /\bmd5 ([0-9a-f]{32})\s*$/i.exec(row.notes)?.[1]?.toLowerCase();

/** The photo at the row's pinned commit in its repository's mirror, or undefined (and why, noted). */
function fromMirror(row: ManifestRow): Buffer | undefined {
  const gitDir = mirrorGitDir(mirrors, row.source_repo);
  if (!gitDir) {
    notOnMachine.add(row.source_repo);
    return undefined;
  }
  try {
    // A blob of at most a few MB (the fetch tool keeps no file of 4 MiB or more).
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${row.commit}:${row.source_path}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    notInMirror.push(`${row.file}: ${row.source_repo} has no ${row.source_path} at ${row.commit} in ${gitDir}`);
    return undefined;
  }
}

for (const row of rows) {
  // A photo an earlier run wrote is kept (and checked like a fetched one), so the mirrors can be fetched, written out
  // and removed a batch at a time; one that is not the photo its labeller saw is fetched again.
  const file = path.join(out, row.file);
  const noted = notedMd5(row);
  const earlier = existsSync(file) ? readFileSync(file) : undefined;
  const keep = earlier && (!noted || md5(earlier) === noted) ? earlier : undefined;
  const bytes = keep ?? fromMirror(row);
  if (!bytes) continue;
  const problem = sharedDigests.has(sha256(bytes))
    ? `${row.file}: the same file as a photo of the shared evaluation set: never tune on it`
    : noted && md5(bytes) !== noted
      ? `${row.file}: ${row.source_path} at ${row.commit} is not the photo its labeller saw (md5 ${md5(bytes)}, noted ${noted})`
      : undefined;
  if (problem) {
    console.error(`skipped: ${problem}`);
    problems.push(problem);
    continue;
  }
  if (!keep) writeFileSync(file, bytes);
  written.push(row);
}
writeFileSync(path.join(out, 'labels.csv'), labelsCsv(written));

console.log(`${written.length} of ${rows.length} photos written to ${out} (with labels.csv)`);
for (const repo of [...notOnMachine].sort()) console.error(`missing: ${repo} is not in ${mirrors}: fetch github:${repo} first`);
for (const line of notInMirror) console.error(`missing: ${line} (fetch github:<repo> again, or fix the row)`);
if (problems.length || notOnMachine.size || notInMirror.length) process.exit(1);
