import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one client pattern (docs/client.md), checked over the source: answers are parsed by their
 * shared schema in lib/api.ts and nowhere cast; writes are TanStack Query mutations whose pending
 * state disables the button, so no screen keeps a busy flag of its own.
 */
const ROOT = join(import.meta.dirname, '../../../src/client');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SOURCES = listSources(ROOT).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** Lines of `text` matching `pattern`, as "file:line: text". */
function findLines(pattern: RegExp, only?: (file: string) => boolean): string[] {
  return SOURCES.filter(({ file }) => !only || only(file)).flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** A boolean state whose name says "a write is under way": the mutation's isPending is that state. */
const BUSY_FLAG =
  /const \[\s*(is)?(busy|pending|submitting|saving|sending|loading|placing|deleting|exporting|running|cancelling|posting|working|uploading|deciding|paying|connecting)\w*\s*,\s*set\w+\s*\]\s*=\s*useState(<boolean>)?\(\s*(false|true)\s*\)/i;

describe('the client pattern', () => {
  it('reads response bodies only in lib/api.ts, where the shared schema parses them', () => {
    expect(findLines(/\.json\(\)/, (file) => file !== 'lib/api.ts')).toEqual([]);
  });

  it('never casts an answer: no `as` on response JSON, no type argument standing in for a schema', () => {
    expect(findLines(/\.json\(\)\)?\s*as\b|JSON\.parse\([^)]*\)\s*as\b/)).toEqual([]);
    expect(findLines(/(?<!function )\b(apiJson|getQueryFn)<|\buse(Suspense|Infinite)?Query<|setQueryData<[^>]+>\([^)]*\)\s*as\b/)).toEqual(
      [],
    );
  });

  it('keeps no hand-written busy flag: a write’s pending state is its mutation’s isPending', () => {
    expect(findLines(BUSY_FLAG)).toEqual([]);
  });

  it('every <form> is a react-hook-form form checked by a resolver (its shared schema)', () => {
    const forms = SOURCES.filter(({ text }) => /<form\b/.test(text));
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter(({ text }) => !/\buseForm\b/.test(text) || !/\bresolver\b/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('the busy-flag check itself catches the flags it is meant to', () => {
    expect(BUSY_FLAG.test('  const [busy, setBusy] = useState(false);')).toBe(true);
    expect(BUSY_FLAG.test('  const [isSaving, setIsSaving] = useState<boolean>(false);')).toBe(true);
    expect(BUSY_FLAG.test('  const [sending, setSending] = useState(false);')).toBe(true);
    expect(BUSY_FLAG.test('  const [open, setOpen] = useState(false);')).toBe(false);
  });
});
