import { describe, expect, it } from 'vitest';
import { describeAiProcessor } from '../../../src/client/features/legal/ai-processor-text.ts';
import { PRIVACY_POLICY } from '../../../src/client/features/legal/content/privacy-policy.ts';

const text = JSON.stringify(PRIVACY_POLICY);

describe('the privacy policy', () => {
  it('names the configured AI processor, or says the offline SpareBot sends nothing anywhere', () => {
    expect(describeAiProcessor('api.openai.com')).toContain('the photos you ask SpareBot to read are sent to api.openai.com');
    expect(describeAiProcessor(null)).toContain('runs offline, on our own servers: the photos it reads are not sent to anyone else');
  });

  it('commits to telling the ICO within 72 hours of learning of a breach that risks people’s rights', () => {
    expect(text).toContain('we will tell the ICO within 72 hours of learning of it');
    expect(text).not.toContain('tell you and the ICO without undue delay');
  });
});
