// `npm run bench` runs every benchmark in turn; `npm run bench -- export` runs the named ones only.
import { benchUserListings } from './user-listings.ts';
import { benchExport } from './export.ts';
import { benchCreateWithPhotos } from './create-with-photos.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchFirstLoadJs } from './first-load-js.ts';
import { benchUploadMemory } from './upload-memory.ts';
import { benchPhotoFlow } from './photo-flow.ts';
import { benchSearch } from './search.ts';
import { benchWantedMatch } from './wanted-match.ts';
import { benchSparebotPriors } from './sparebot-priors.ts';
import { benchAccountExport } from './account-export.ts';
import { benchSparebotJobs } from './sparebot-jobs.ts';
import { benchTwoNodes } from './two-nodes.ts';
import { benchSparebotWarmUp } from './sparebot-warm-up.ts';

const benchmarks: { name: string; run: (size?: number) => Promise<void> }[] = [
  { name: 'user-listings', run: benchUserListings },
  { name: 'export', run: benchExport },
  { name: 'create-with-photos', run: benchCreateWithPhotos },
  { name: 'upload-memory', run: benchUploadMemory },
  { name: 'lighthouse', run: benchLighthouse },
  { name: 'first-load-js', run: benchFirstLoadJs },
  { name: 'photo-flow', run: () => benchPhotoFlow() },
  { name: 'search', run: benchSearch },
  { name: 'wanted-match', run: benchWantedMatch },
  { name: 'account-export', run: benchAccountExport },
  { name: 'sparebot-priors', run: benchSparebotPriors },
  { name: 'sparebot-jobs', run: benchSparebotJobs },
  { name: 'two-nodes', run: benchTwoNodes },
  { name: 'sparebot-warm-up', run: benchSparebotWarmUp },
];

// A number among the arguments is a size for the benchmarks that take one (`npm run bench -- search 1000000`).
const args = process.argv.slice(2);
const size = args.map(Number).find((n) => Number.isInteger(n) && n > 0);
const wanted = args.filter((a) => !/^\d+$/.test(a));
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(1);
}
console.log(`SpareStock benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
for (const bench of benchmarks) {
  if (wanted.length && !wanted.includes(bench.name)) continue;
  const started = performance.now();
  await bench.run(size);
  console.log(`(${bench.name} took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
