import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';

/** Flood limits beyond sign-in's (docs/api.md "Rate limits"): offers, reports, and public reads per address. */
export interface LimitsConfig {
  /** Offers and counter-offers: per conversation and per account, each an hour. */
  offers: { perConversationPerHour: number; perAccountPerHour: number };
  /** Reports sent per account a day. */
  reportsPerDay: number;
  /** Anonymous search and public pages per address a minute (0: off); signed-in users get `signedInMultiplier` times as many, per account. */
  publicReads: { perMinute: number; signedInMultiplier: number; exempt: CrawlerAllowlist };
  /** Shed requests with 503 while the event loop's mean delay is over this (ms; 0: never). */
  overloadEventLoopDelayMs: number;
}

/** Crawlers exempt from the public limit: a listed user agent from a listed address range (both; an agent name alone is easy to fake). */
export interface CrawlerAllowlist {
  agents: string[];
  ranges: BlockList;
  /** The ranges as given (for logs and tests). */
  rangeText: string[];
}

const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);
const list = z
  .string()
  .trim()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const LimitsEnvSchema = z.object({
  OFFERS_PER_CONVERSATION_PER_HOUR: int(10),
  OFFERS_PER_ACCOUNT_PER_HOUR: int(20),
  REPORTS_PER_DAY: int(10),
  PUBLIC_RATE_LIMIT_PER_MINUTE: int(600, 0),
  SIGNED_IN_RATE_LIMIT_MULTIPLIER: int(5),
  PUBLIC_RATE_LIMIT_EXEMPT_AGENTS: list,
  PUBLIC_RATE_LIMIT_EXEMPT_RANGES: list,
  OVERLOAD_EVENT_LOOP_DELAY_MS: int(1000, 0),
});

/** "66.249.64.0/19" or "2001:4860:4801::/48" (a bare address is a /32 or /128) into `ranges`; false when malformed. */
function addRange(ranges: BlockList, text: string): boolean {
  const [address = '', bits] = text.split('/');
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return false;
  const max = family === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return false;
  ranges.addSubnet(address, prefix, family);
  return true;
}

/** The OFFERS_* / REPORTS_PER_DAY / PUBLIC_RATE_LIMIT_* / OVERLOAD_* variables, with the problems as `NAME: message` lines. */
export function readLimitsConfig(source: Record<string, string | undefined>): { config: LimitsConfig; problems: string[] } {
  const parsed = LimitsEnvSchema.safeParse(source);
  const env = parsed.success ? parsed.data : LimitsEnvSchema.parse({});
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const ranges = new BlockList();
  const bad = env.PUBLIC_RATE_LIMIT_EXEMPT_RANGES.filter((range) => !addRange(ranges, range));
  if (bad.length) problems.push(`PUBLIC_RATE_LIMIT_EXEMPT_RANGES: not an address range: ${bad.join(', ')}`);
  return {
    config: {
      offers: { perConversationPerHour: env.OFFERS_PER_CONVERSATION_PER_HOUR, perAccountPerHour: env.OFFERS_PER_ACCOUNT_PER_HOUR },
      reportsPerDay: env.REPORTS_PER_DAY,
      publicReads: {
        perMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
        signedInMultiplier: env.SIGNED_IN_RATE_LIMIT_MULTIPLIER,
        exempt: {
          agents: env.PUBLIC_RATE_LIMIT_EXEMPT_AGENTS.map((agent) => agent.toLowerCase()),
          ranges,
          rangeText: env.PUBLIC_RATE_LIMIT_EXEMPT_RANGES,
        },
      },
      overloadEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
    },
    problems,
  };
}
