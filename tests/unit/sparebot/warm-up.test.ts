import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { WARM_UP_LABELS, warmUpText } from '../../../src/server/sparebot/providers/local-provider.ts';

describe('the labels that warm the offline reading before a process serves', () => {
  // A label read as nothing would stop early and leave indexes unbuilt for the first real photo.
  it('are each read through to a maker, a category and a code, as a real label is', () => {
    const answers = WARM_UP_LABELS.map((label) => analyseText(warmUpText(label)));
    expect(answers.map((a) => a.brandInfo)).toEqual(['Siemens', 'Schneider Electric', 'Grundfos']);
    for (const answer of answers) expect(answer.suggestedCategory).not.toBe('Other');
    expect(answers[0]?.technicalSpecs).toMatch(/3RT2015-1BB41/);
    expect(answers[1]?.technicalSpecs).toMatch(/LC1D09/);
    expect(answers[2]?.technicalSpecs).toMatch(/UPS 25-60/);
  });
});
