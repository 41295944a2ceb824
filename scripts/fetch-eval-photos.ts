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
 * same bytes as one, is refused. A photo already in DIR is kept without its mirror, so the
 * mirrors may be fetched and removed in batches.
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
for (const row of rows) {
  // A photo an earlier run wrote is kept (and checked against the shared set like a fetched one), so the
  // mirrors can be fetched, written out and removed a batch at a time.
  const file = path.join(out, row.file);
  const earlier = existsSync(file);
  let bytes: Buffer;
  if (earlier) bytes = readFileSync(file);
  else {
    const gitDir = mirrorGitDir(mirrors, row.source_repo);
    if (!gitDir) {
      notOnMachine.add(row.source_repo);
      continue;
    }
    try {
      // A blob of at most a few MB (the fetch tool keeps no file of 4 MiB or more).
      bytes = execFileSync('git', ['--git-dir', gitDir, 'show', `${row.commit}:${row.source_path}`], {
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch {
      notInMirror.push(`${row.file}: ${row.source_repo} has no ${row.source_path} at ${row.commit} in ${gitDir}`);
      continue;
    }
  }
  if (sharedDigests.has(sha256(bytes))) {
    const problem = `${row.file}: the same file as a photo of the shared evaluation set: never tune on it`;
    console.error(`skipped: ${problem}`);
    problems.push(problem);
    continue;
  }
  if (!earlier) writeFileSync(file, bytes);
  written.push(row);
}
writeFileSync(path.join(out, 'labels.csv'), labelsCsv(written));

console.log(`${written.length} of ${rows.length} photos written to ${out} (with labels.csv)`);
for (const repo of [...notOnMachine].sort()) console.error(`missing: ${repo} is not in ${mirrors}: fetch github:${repo} first`);
for (const line of notInMirror) console.error(`missing: ${line} (fetch github:<repo> again, or fix the row)`);
if (problems.length || notOnMachine.size || notInMirror.length) process.exit(1);
