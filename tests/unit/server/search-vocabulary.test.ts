import { describe, expect, it } from 'vitest';
import { createVocabulary, type VocabularySource } from '../../../src/server/search/search-vocabulary.ts';

/** A word list that grows like the index: each added batch moves the version by one. */
function makeSource(initial: string[]) {
  const batches: string[][] = [initial];
  const reads: number[] = [];
  const source: VocabularySource = {
    readVersion: () => Promise.resolve(batches.length),
    readWords: (since) => {
      reads.push(since);
      return Promise.resolve(batches.slice(Math.max(0, since)).flat());
    },
  };
  return { source, reads, add: (words: string[]) => batches.push(words) };
}

const corrections = async (vocabulary: ReturnType<typeof createVocabulary>, word: string) =>
  (await vocabulary.match([word]))[0]!.corrections;

describe('createVocabulary', () => {
  it('corrects a word to indexed words within its allowed typos, nearest first', async () => {
    const { source } = makeSource(['schneider', 'schnell', 'snyder', 'valve', 'value', 'vale', 'mcb', 'contactor', 'contact', 'conductor']);
    const vocabulary = createVocabulary(source);
    expect(await corrections(vocabulary, 'schnieder')).toEqual(['schneider']);
    expect(await corrections(vocabulary, 'valev')).toEqual(['vale', 'valve']);
    expect(await corrections(vocabulary, 'mcbs')).toEqual([]);
    expect(await corrections(vocabulary, 'contacter')).toEqual(['contactor', 'contact']);
  });

  it('leaves a word that is itself indexed, and words its prefix already finds, uncorrected', async () => {
    const { source } = makeSource(['contactor', 'contact', 'conductor', 'valves']);
    const vocabulary = createVocabulary(source);
    expect(await corrections(vocabulary, 'contactor')).toEqual([]);
    expect(await corrections(vocabulary, 'valve')).toEqual([]);
  });

  it('never corrects to codes or words under 3 letters', async () => {
    const { source } = makeSource(['lc1d25', 'ab', 'abcde1']);
    expect(await corrections(createVocabulary(source), 'abcdef')).toEqual([]);
  });

  it('reads the whole list once, then only what was added since the version it holds', async () => {
    const { source, reads, add } = makeSource(['danfoss']);
    const vocabulary = createVocabulary(source);
    expect(await corrections(vocabulary, 'danfos')).toEqual([]);
    expect(await corrections(vocabulary, 'grundfos')).toEqual([]);
    add(['grundfos']);
    expect(await corrections(vocabulary, 'grunfos')).toEqual(['grundfos']);
    expect(await corrections(vocabulary, 'danfosss')).toEqual(['danfoss']);
    expect(reads).toEqual([-1, 1]);
  });

  it('expands a typed word to the few indexed words it begins, codes included, when asked to', async () => {
    const { source } = makeSource(['contactor', 'contactors', 'contact', 'atv320u15n4c', 'atv320u22n4c', 'mcb']);
    const vocabulary = createVocabulary(source, true);
    const [contactor, atv, mcb, nothing] = await vocabulary.match(['contactor', 'atv', 'mc', 'zzz']);
    expect(contactor!.expansions).toEqual(['contactor', 'contactors']);
    expect(atv!.expansions).toEqual(['atv320u15n4c', 'atv320u22n4c']);
    expect(mcb!.expansions).toBeUndefined();
    expect(nothing!.expansions).toBeUndefined();
    expect((await createVocabulary(source).match(['contactor']))[0]!.expansions).toBeUndefined();
  });

  it('skips the source for words too short to correct', async () => {
    const { source, reads } = makeSource(['mcb']);
    expect(await createVocabulary(source).match(['mcb', 'c'])).toEqual([
      { word: 'mcb', corrections: [] },
      { word: 'c', corrections: [] },
    ]);
    expect(reads).toEqual([]);
  });
});
