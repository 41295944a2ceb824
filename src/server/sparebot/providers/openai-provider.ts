import type { UserSpecs } from '../../../shared/schemas/analysis.ts';
import { SparebotProviderError, SparebotQuotaError } from '../sparebot-errors.ts';
import { VISION_JSON_SCHEMA, VISION_SYSTEM_PROMPT, VisionAnswerSchema, type VisionAnswer } from './vision-schema.ts';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

class RetryableError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function userText(specs: UserSpecs | undefined): string {
  const given = Object.entries(specs ?? {}).filter(([, v]) => v && String(v).trim());
  if (!given.length) return 'Identify this item.';
  return `Identify this item. The seller states (trust these over the photo): ${given.map(([k, v]) => `${k}: ${v}`).join('; ')}`;
}

function contentOf(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new RetryableError('answer has no message content');
  return content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
}

async function attempt(opts: OpenAiOptions, payload: string): Promise<VisionAnswer> {
  let response: Response;
  try {
    response = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
      body: payload,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new RetryableError(timedOut ? `no answer within ${opts.timeoutMs} ms` : `request failed: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429 || /quota|exceeded/i.test(response.ok ? '' : text)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new SparebotQuotaError(undefined, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  if (response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
  if (!response.ok) throw new SparebotProviderError(`Vision provider answered HTTP ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(contentOf(JSON.parse(text) as unknown));
  } catch (error) {
    throw new RetryableError(error instanceof RetryableError ? error.message : 'answer is not valid JSON');
  }
  const result = VisionAnswerSchema.safeParse(parsed);
  if (!result.success) throw new RetryableError(`answer does not match the schema: ${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}

/** Asks an OpenAI-compatible chat-completions endpoint about the photo, with timeout and bounded retries. */
export async function askVisionModel(opts: OpenAiOptions, image: Buffer, mime: string, specs?: UserSpecs): Promise<VisionAnswer> {
  const payload = JSON.stringify({
    model: opts.model,
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: 'sparebot_analysis', schema: VISION_JSON_SCHEMA } },
    messages: [
      { role: 'system', content: VISION_SYSTEM_PROMPT },
      {
        role: 'user',
        content: [
          { type: 'text', text: userText(specs) },
          { type: 'image_url', image_url: { url: `data:${mime};base64,${image.toString('base64')}` } },
        ],
      },
    ],
  });
  let last = '';
  for (let i = 0; i <= opts.maxRetries; i++) {
    if (i > 0) await sleep(Math.min(4000, 250 * 2 ** i));
    try {
      return await attempt(opts, payload);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      last = error.message;
    }
  }
  throw new SparebotProviderError(`Vision provider failed after ${opts.maxRetries + 1} attempts: ${last}`);
}
