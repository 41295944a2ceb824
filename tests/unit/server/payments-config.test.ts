import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('loadConfig: card payments', () => {
  it('is off without a secret key, reconciling every 5 minutes when on', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'off', reconcileEveryMs: 300_000 });
  });

  it('reads the keys, the SDK address, the fee and one or several webhook secrets', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_account, whsec_connect',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '4180',
      STRIPE_API_PROTOCOL: 'http',
      PLATFORM_FEE_BPS: '250',
      PAYMENTS_RECONCILE_EVERY_MS: '1000',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecrets: ['whsec_account', 'whsec_connect'],
      publishableKey: undefined,
      api: { host: '127.0.0.1', port: 4180, protocol: 'http' },
      feeBps: 250,
      reconcileEveryMs: 1000,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'rk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' }).payments).toMatchObject({ api: {}, feeBps: 0 });
  });

  it('names what is missing or wrong instead of starting', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/),
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must start with sk_ or rk_/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x,oops' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET:/),
    ]);
    expect(problemsOf({ PLATFORM_FEE_BPS: '10001' })).toEqual([expect.stringMatching(/^PLATFORM_FEE_BPS:/)]);
  });
});
