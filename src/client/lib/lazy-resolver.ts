import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads on first use. The sign-in screen is in the entry chunk;
 * its zod schemas (and zod itself, ~24 KB gzip) are not, so the first screen paints and answers
 * input sooner. The form calls `preload` when it first gets focus, so the validator is there by
 * the time it is needed; a submit before that simply waits for it.
 */
export function lazyResolver<TFieldValues extends FieldValues, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformedValues>>,
) {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformedValues>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (offline) is tried again next time
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, unknown, TTransformedValues> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
