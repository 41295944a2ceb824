import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_COMPONENTS } from '../../shared/schemas/api-components.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

type Document = ReturnType<SwaggerTransformObject>;

/**
 * The document without the components no operation reaches: the zod transform emits an input
 * and an output variant of every named schema, and only the output ones are answers.
 */
function dropUnreferencedComponents(document: Document): Document {
  const schemas = ('components' in document && document.components?.schemas) || {};
  const keep = new Set<string>();
  const reach = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const id = match[1]!;
      if (!keep.has(id)) {
        keep.add(id);
        reach(schemas[id]);
      }
    }
  };
  reach('paths' in document ? document.paths : {});
  const kept = Object.fromEntries(Object.entries(schemas).filter(([id]) => keep.has(id)));
  return { ...document, components: { ...('components' in document && document.components), schemas: kept } } as Document;
}

/**
 * GET /api/openapi.json (built from the route schemas of `documentRoute`, on first request, then
 * cached by @fastify/swagger) and a readable page at /api/docs (Swagger UI, its assets served from
 * node_modules: no CDN, no inline script, so it runs under the app's CSP unchanged).
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const toObject = createJsonSchemaTransformObject({ schemaRegistry: API_COMPONENTS });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SpareStock API',
        version: '1',
        description: 'Every non-2xx answer is `{ message }`. Behaviour a schema cannot say is in docs/api.md.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/login' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: API_COMPONENTS }),
    transformObject: (input) => dropUnreferencedComponents(toObject(input)),
    // Only /api is the API: stored photos, the SPA and the docs page itself are not operations.
    hideUntagged: true,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'SpareStock API' },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
