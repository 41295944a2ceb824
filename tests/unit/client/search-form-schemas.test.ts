import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { priceFilterResolver, searchBoxResolver } from '../../../src/client/features/marketplace/search-form-resolvers.ts';
import { POSTCODE_MESSAGES } from '../../../src/shared/postcode.ts';
import { SEARCH_MESSAGES } from '../../../src/shared/schemas/search.ts';

/**
 * The search box and the price filter (react-hook-form, shared/schemas/search-inputs.ts): what they
 * refuse, in the words the page showed before, and what they write to the address.
 */
async function resolve<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>);
  const messages = Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));
  return { messages, values: result.values };
}

describe('the search box', () => {
  it('refuses a place that is not a UK postcode or outward code, in the postcode reader’s words', async () => {
    for (const near of ['not a place', 'B1 1A', '12345', 'GIR 0AA']) {
      expect((await resolve(searchBoxResolver, { q: 'contactor', near, radius: '' })).messages).toEqual({
        near: POSTCODE_MESSAGES.invalid,
      });
    }
  });

  it('hands on the words and the place trimmed, and a distance only with a place', async () => {
    expect((await resolve(searchBoxResolver, { q: ' contactor ', near: ' b1 1aa ', radius: '25' })).values).toEqual({
      q: 'contactor',
      near: 'b1 1aa',
      radius: 25,
    });
    expect((await resolve(searchBoxResolver, { q: 'contactor', near: '  ', radius: '25' })).values).toEqual({
      q: 'contactor',
      near: '',
      radius: null,
    });
    expect((await resolve(searchBoxResolver, { q: '', near: 'M2', radius: '' })).values).toEqual({ q: '', near: 'M2', radius: null });
  });

  it('takes only the listed distances, as the API does', async () => {
    expect((await resolve(searchBoxResolver, { q: '', near: 'M2', radius: '7' })).messages).toEqual({ radius: SEARCH_MESSAGES.radius });
  });
});

describe('the price filter', () => {
  it('refuses a lowest price above the highest, after rounding to the penny', async () => {
    expect((await resolve(priceFilterResolver, { minPrice: '50', maxPrice: '10' })).messages).toEqual({
      minPrice: SEARCH_MESSAGES.priceRange,
    });
    expect((await resolve(priceFilterResolver, { minPrice: '10.004', maxPrice: '10.001' })).values).toEqual({
      minPrice: '10',
      maxPrice: '10',
    });
  });

  it('reads each bound as the API does: a plain amount from 0 to 1,000,000, blank for none', async () => {
    expect((await resolve(priceFilterResolver, { minPrice: ' 50 ', maxPrice: '80.257' })).values).toEqual({
      minPrice: '50',
      maxPrice: '80.26',
    });
    expect((await resolve(priceFilterResolver, { minPrice: '', maxPrice: '' })).values).toEqual({ minPrice: '', maxPrice: '' });
    for (const bad of ['1e2', '-5', '.5', '0x10', '1000000.01']) {
      expect((await resolve(priceFilterResolver, { minPrice: '', maxPrice: bad })).messages).toEqual({ maxPrice: SEARCH_MESSAGES.price });
    }
  });
});
