import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { listRegisteredRoutes } from './helpers/registered-routes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  document = (await res.json()) as OpenAPIV3_1.Document;
});
afterAll(async () => server.close());

/** The docs page and the document itself are not API operations. */
const isDocsRoute = (path: string) =>
  path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/') || path.startsWith('/api/docs*');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

describe('GET /api/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document', async () => {
    // A copy: the validator dereferences in place. No external $ref is followed (no network).
    const result = await validate(structuredClone(document), { resolve: { external: false } });
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route the app serves under /api, with the schema of its success answer', () => {
    const apiRoutes = listRegisteredRoutes(server.app).filter(
      (route) => route.path.startsWith('/api/') && !isDocsRoute(route.path) && METHODS.has(route.method),
    );
    expect(apiRoutes.length).toBeGreaterThan(20);
    const undocumented = apiRoutes
      .filter((route) => {
        const operation = document.paths?.[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
        const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
        return !success || !('content' in success) || !success.content || Object.keys(success.content).length === 0;
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(undocumented).toEqual([]);
  });

  /**
   * POSTs that take no input: the path (if any) says everything. The Stripe webhook's body is
   * raw bytes checked against Stripe's signature, not JSON a schema could describe.
   */
  const NO_BODY = new Set([
    'POST /api/init',
    'POST /api/logout',
    'POST /api/account/sessions/revoke-others',
    'POST /api/account/export',
    'POST /api/listings/{id}/withdraw',
    'POST /api/offers/{id}/accept',
    'POST /api/offers/{id}/decline',
    'POST /api/orders/{id}/received',
    'POST /api/orders/{id}/return-received',
    'POST /api/orders/{id}/pay',
    'POST /api/payments/connect',
    'PUT /api/watchlist/{listingId}',
    'POST /api/webhooks/stripe',
  ]);

  it('gives every operation that takes input a request schema, and a 2xx answer schema', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const operation = item?.[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
        for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
          if (!parameters.some((p) => p.in === 'path' && p.name === param && p.schema)) problems.push(`${name}: no schema for {${param}}`);
        }
        for (const p of parameters) if (!p.schema) problems.push(`${name}: no schema for ${p.in} ${p.name}`);
        const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        const takesBody = ['post', 'put', 'patch'].includes(method) && !NO_BODY.has(name);
        if (takesBody && !Object.values(body?.content ?? {}).some((media) => media.schema)) problems.push(`${name}: no body schema`);
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
        const described = success.some(
          ([, answer]) => 'content' in answer && Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
        );
        // 204 answers have no body: their schema is the documented absence of one.
        if (!described && !success.some(([status]) => status === '204')) problems.push(`${name}: no 2xx answer schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the shared answers once, as components', () => {
    const schemas = Object.keys(document.components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['ApiError', 'PublicUser']));
    // Only answers are named: no input variant of a component is left unreferenced.
    expect(schemas.filter((id) => id.endsWith('Input'))).toEqual([]);
  });

  it('is the document the docs page reads', async () => {
    const res = await fetch(`${server.url}/api/docs/json`);
    expect(await res.json()).toEqual(document);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles load from this server under its CSP', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    // The app's own policy, not a relaxed one: scripts only from this origin, no eval, no inline.
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const html = await res.text();

    // Inline scripts and inline event handlers would be refused by script-src 'self'.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const assets = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map(
      (m) => new URL(m[1]!, `${server.url}/api/docs`),
    );
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.origin).toBe(new URL(server.url).origin);
      const loaded = await fetch(asset);
      expect(loaded.status, asset.pathname).toBe(200);
      expect(loaded.headers.get('content-type'), asset.pathname).toMatch(/javascript|css|image\/png/);
      expect((await loaded.arrayBuffer()).byteLength, asset.pathname).toBeGreaterThan(0);
    }
  });

  it('points the page at this server’s document, not a remote validator', async () => {
    const res = await fetch(`${server.url}/api/docs/static/swagger-initializer.js`);
    expect(res.status).toBe(200);
    const script = await res.text();
    expect(script).toContain("resolveUrl('./json')");
    expect(script).toContain('validatorUrl: null');
  });
});
