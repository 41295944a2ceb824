import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS, pageLoaderFor } from '../../../src/client/app/lazy-pages.ts';
import { matchRoute } from '../../../src/client/app/route-rules.ts';

const chunkOf = (path: string, hasSession: boolean) => pageLoaderFor(matchRoute(path), hasSession);

describe('pageLoaderFor: the chunk the entry script asks for before the route renders', () => {
  it('asks for the inventory at / with a stored session and the front door without', () => {
    expect(chunkOf('/', true)).toBe(PAGE_CHUNKS.inventory);
    expect(chunkOf('/', false)).toBe(PAGE_CHUNKS.frontDoor);
  });

  it('asks for the sign-in screen only signed out (signed in, /auth redirects)', () => {
    expect(chunkOf('/auth', false)).toBe(PAGE_CHUNKS.auth);
    expect(chunkOf('/auth', true)).toBeUndefined();
  });

  it('asks for the screen a path draws, /create-listing being the add-item screen it redirects to', () => {
    expect(chunkOf('/create-listing', true)).toBe(PAGE_CHUNKS.addItem);
    expect(chunkOf('/add-item', true)).toBe(PAGE_CHUNKS.addItem);
    expect(chunkOf('/edit-item/42', true)).toBe(PAGE_CHUNKS.editItem);
    expect(chunkOf('/messages/7', true)).toBe(PAGE_CHUNKS.messages);
    expect(chunkOf('/orders', true)).toBe(PAGE_CHUNKS.orders);
    expect(chunkOf('/orders/3', true)).toBe(PAGE_CHUNKS.order);
    expect(chunkOf('/Profile/Security/', true)).toBe(PAGE_CHUNKS.security);
    expect(chunkOf('/profile/data', true)).toBe(PAGE_CHUNKS.yourData);
    expect(chunkOf('/account/confirm-email', false)).toBe(PAGE_CHUNKS.emailLink);
    expect(chunkOf('/admin/disputes', true)).toBe(PAGE_CHUNKS.adminDisputes);
    expect(chunkOf('/listing/12-hager-mcb', false)).toBe(PAGE_CHUNKS.listing);
    expect(chunkOf('/legal/privacy-policy', false)).toBe(PAGE_CHUNKS.legal);
    expect(chunkOf('/reset-password', false)).toBe(PAGE_CHUNKS.resetPassword);
  });

  it('asks for nothing on a path no screen draws', () => {
    expect(chunkOf('/no-such-page', true)).toBeUndefined();
    expect(chunkOf('/legal/no-such-policy', false)).toBeUndefined();
  });
});
