import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { listingFields, photo, postListing, type ListingFields, type UploadFile } from '../api/helpers/listings.ts';
import { multipartBody } from '../api/helpers/raw-upload.ts';
import { createServerHome, type ServerHome } from '../api/helpers/server-home.ts';
import type { ServerProcess } from '../api/helpers/server-process.ts';
import { makeOversizeFile, makePhoto } from '../fixtures/images.ts';
import { recordFigures } from './helpers/figures.ts';
import { filesUnder, rssOf } from './helpers/process-stats.ts';
import { rawRequest, type RawAnswer } from './helpers/raw-request.ts';

/**
 * Fault 4: malformed and abusive multipart bodies on both upload routes. Each answers 4xx, the
 * process stays up, its memory comes back to where it was and no temp file is left.
 */
const ROUNDS = 5;
const MB = 1024 * 1024;
/** What the server may keep after the abuse, over its warmed-up size (allocator slack, JIT). */
const MEMORY_SLACK = 48 * MB;

let home: ServerHome;
let server: ServerProcess;
let user: CreatedUser;
let jpeg: Buffer;
beforeAll(async () => {
  home = await createServerHome();
  server = await home.start();
  user = await createCompleteUser(createClient(server.url));
  jpeg = await makePhoto('jpeg', 320, 240);
});
afterAll(async () => {
  await server?.stop({ keepData: true });
  await home?.remove();
});

const ROUTES = ['/api/listings', '/api/photos'] as const;

function send(route: string, body: Buffer, contentType: string): Promise<RawAnswer> {
  return rawRequest(server.url, route, {
    headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType, 'content-length': body.length },
    body,
  });
}

function form(fields: ListingFields, files: UploadFile[]) {
  const { boundary, body } = multipartBody(fields, files);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The text fields a route takes: an item's on POST /api/listings, none on POST /api/photos (files only). */
const fieldsFor = (route: string): ListingFields => (route === '/api/listings' ? listingFields() : {});

/** The abusive requests, each a function of the route. */
const ABUSE: Record<string, (route: string) => Promise<RawAnswer>> = {
  'eleven files': (route) => {
    const f = form(
      fieldsFor(route),
      Array.from({ length: 11 }, (_, i) => photo(jpeg, `p${i}.jpg`)),
    );
    return send(route, f.body, f.contentType);
  },
  'a file of 10 MiB + 1 byte': (route) => {
    const f = form(fieldsFor(route), [photo(makeOversizeFile(10 * MB + 1))]);
    return send(route, f.body, f.contentType);
  },
  '1,000 parts': (route) => {
    const fields: ListingFields = fieldsFor(route);
    for (let i = 0; i < 1000; i++) fields[`extra${i}`] = 'x';
    const f = form(fields, [photo(jpeg)]);
    return send(route, f.body, f.contentType);
  },
  'a boundary the body does not use': (route) => {
    const f = form(fieldsFor(route), [photo(jpeg)]);
    return send(route, f.body, 'multipart/form-data; boundary=not-the-one-in-the-body');
  },
  'no boundary at all': (route) => {
    const f = form(fieldsFor(route), [photo(jpeg)]);
    return send(route, f.body, 'multipart/form-data');
  },
  'a body that ends before its closing boundary': (route) => {
    const f = form(fieldsFor(route), [photo(jpeg)]);
    const cut = f.body.subarray(0, f.body.length - 40);
    return send(route, cut, f.contentType);
  },
  'a __proto__ field': (route) => {
    const f = form({ ...fieldsFor(route), ['__proto__']: '{"isAdmin":true}' }, [photo(jpeg)]);
    return send(route, f.body, f.contentType);
  },
  'a constructor field': (route) => {
    const f = form({ ...fieldsFor(route), constructor: 'x' }, [photo(jpeg)]);
    return send(route, f.body, f.contentType);
  },
};

async function rowCounts(): Promise<{ listings: number; photos: number }> {
  const [l] = await queryDb<{ n: number | string }>(home.db, 'SELECT COUNT(*) AS n FROM listings WHERE owner_id = ?', [user.user.id]);
  const [p] = await queryDb<{ n: number | string }>(home.db, 'SELECT COUNT(*) AS n FROM photos WHERE owner_id = ?', [user.user.id]);
  return { listings: Number(l!.n), photos: Number(p!.n) };
}

describe('multipart abuse', () => {
  it('answers 4xx to each, stays up, gives its memory back and leaves no temp file', async () => {
    // Warm up: a real upload on each route (the image worker starts, code paths are compiled).
    expect((await postListing(server.url, user.token, listingFields(), [photo(jpeg)])).status).toBe(201);
    const before = await rowCounts();
    const baseline = rssOf(server.child.pid!);
    const answers: Record<string, string[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, abuse] of Object.entries(ABUSE)) {
        for (const route of ROUTES) {
          const answer = await abuse(route);
          (answers[`${route} ${name}`] ??= []).push(`${answer.status} ${String(answer.body.message)}`);
          expect(answer.status, `${route}, ${name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${route}, ${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          expect(typeof answer.body.message, `${route}, ${name}`).toBe('string');
        }
      }
    }
    const peak = rssOf(server.child.pid!);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Nothing of any of them was kept.
    expect(await rowCounts()).toEqual(before);
    await expect.poll(() => filesUnder(path.join(server.dataDir, 'tmp')), { timeout: TIMEOUTS.faultCondition }).toEqual([]);
    // Memory back to normal (the image worker may have grown and gone: children included).
    await expect
      .poll(() => rssOf(server.child.pid!), { timeout: TIMEOUTS.faultCondition, interval: 500 })
      .toBeLessThan(baseline + MEMORY_SLACK);
    const after = rssOf(server.child.pid!);
    recordFigures('04-multipart-abuse', {
      requests: ROUNDS * Object.keys(ABUSE).length * ROUTES.length,
      answers: Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, [...new Set(v)].join('/')])),
      rssBaselineMB: Math.round(baseline / MB),
      rssRightAfterMB: Math.round(peak / MB),
      rssSettledMB: Math.round(after / MB),
    });
  });
});
