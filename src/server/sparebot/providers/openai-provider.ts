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

/** The whole budget (SPAREBOT_TIMEOUT_MS) is spent: no further attempt. */
class OutOfTimeError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Wait before retry n (1, 2, …): 250 ms, 500 ms, 1 s, … at most 4 s. */
const backoffMs = (retry: number) => Math.min(4000, 250 * 2 ** (retry - 1));

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

async function attempt(opts: OpenAiOptions, payload: string, signal: AbortSignal): Promise<VisionAnswer> {
  let response: Response;
  try {
    response = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
      body: payload,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new OutOfTimeError(opts.timeoutMs);
    throw new RetryableError(`request failed: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (signal.aborted) throw new OutOfTimeError(opts.timeoutMs);
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

/**
 * Asks an OpenAI-compatible chat-completions endpoint about the photo. `timeoutMs` is the budget
 * for the whole call, retries and their waits included, ending at `deadline` (a performance.now()
 * time; the caller's, when the budget also covers its own work): a hung provider costs at most that.
 */
export async function askVisionModel(
  opts: OpenAiOptions,
  image: Buffer,
  mime: string,
  specs?: UserSpecs,
  deadline = performance.now() + opts.timeoutMs,
): Promise<VisionAnswer> {
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
  const signal = AbortSignal.timeout(Math.max(1, Math.round(deadline - performance.now())));
  let last = '';
  let attempts = 0;
  for (let i = 0; i <= opts.maxRetries; i++) {
    if (i > 0) {
      // A retry that could not start before the deadline is not made.
      if (performance.now() + backoffMs(i) >= deadline) break;
      await sleep(backoffMs(i));
    }
    attempts++;
    try {
      return await attempt(opts, payload, signal);
    } catch (error) {
      if (error instanceof OutOfTimeError) throw new SparebotProviderError(`Vision provider failed: ${error.message}`);
      if (!(error instanceof RetryableError)) throw error;
      last = error.message;
    }
  }
  throw new SparebotProviderError(`Vision provider failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${last}`);
}
