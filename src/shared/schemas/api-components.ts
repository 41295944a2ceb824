import { z } from 'zod';

/**
 * The response schemas the OpenAPI document names: each appears once under
 * `components.schemas` and routes refer to it by `$ref`. A registry of our own rather than zod's
 * global one, so only what is named here becomes a component.
 */
export const API_COMPONENTS = z.registry<{ id: string }>();

/** Names a shared schema as an OpenAPI component; returns the same schema. */
export function asComponent<S extends z.ZodType>(schema: S, id: string): S {
  API_COMPONENTS.add(schema, { id });
  return schema;
}
