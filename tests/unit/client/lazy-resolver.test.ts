import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyResolver } from '../../../src/client/lib/lazy-resolver.ts';
import { loginResolver } from '../../../src/client/features/auth/auth-resolvers.ts';
import { AUTH_MESSAGES } from '../../../src/shared/messages/auth-messages.ts';

type Login = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Login>;

describe('lazyResolver', () => {
  it('loads the validator once, on first use, and validates with it', async () => {
    let loads = 0;
    const { resolver } = lazyResolver(async () => {
      loads++;
      return loginResolver;
    });
    expect(loads).toBe(0);
    const bad = await resolver({ email: 'not-an-email', password: '123' }, undefined, options);
    expect(bad.errors.email?.message).toBe(AUTH_MESSAGES.invalidEmail);
    expect(bad.errors.password?.message).toBe(AUTH_MESSAGES.passwordTooShort);
    const good = await resolver({ email: ' Buyer@Example.co.uk ', password: 'secret1' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'buyer@example.co.uk', password: 'secret1' });
    expect(loads).toBe(1);
  });

  it('preload starts the download without waiting for a submit', async () => {
    let loads = 0;
    const { preload } = lazyResolver(async () => {
      loads++;
      return loginResolver;
    });
    preload();
    preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed download (e.g. offline), and a failed preload is not an unhandled error', async () => {
    let attempt = 0;
    const { resolver, preload } = lazyResolver(async () => {
      attempt++;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      return loginResolver;
    });
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const result = await resolver({ email: 'a@example.co.uk', password: 'secret1' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(attempt).toBe(2);
  });
});
