import * as z from 'zod/mini';

/**
 * The response schemas the OpenAPI document names: each appears once under
 * `components.schemas` and routes refer to it by `$ref`. A registry of our own rather than zod's
 * global one, so only what is named here becomes a component. zod/mini's registry (zod's core
 * one) takes schemas of either API, and this file stays out of the client's zod chunk.
 */
export const API_COMPONENTS = z.registry<{ id: string }>();

/** Names a shared schema as an OpenAPI component; returns the same schema. */
export function asComponent<S extends z.core.$ZodType>(schema: S, id: string): S {
  API_COMPONENTS.add(schema, { id });
  return schema;
}
