import { describe, expect, it } from 'vitest';
import { chunkOfRoute } from '../../../src/client/app/route-chunks.ts';
import { matchRoute } from '../../../src/client/app/route-rules.ts';

const chunkOf = (path: string, hasSession: boolean) => chunkOfRoute(matchRoute(path), hasSession);

describe('chunkOfRoute: the chunk the entry script asks for before the route renders', () => {
  it('asks for the inventory at / with a stored session and the front door without', () => {
    expect(chunkOf('/', true)).toBe('inventory');
    expect(chunkOf('/', false)).toBe('frontDoor');
  });

  it('asks for the sign-in screen only signed out (signed in, /auth redirects)', () => {
    expect(chunkOf('/auth', false)).toBe('auth');
    expect(chunkOf('/auth', true)).toBeUndefined();
  });

  it('asks for the screen a path draws, /create-listing being the add-item screen it redirects to', () => {
    expect(chunkOf('/create-listing', true)).toBe('addItem');
    expect(chunkOf('/add-item', true)).toBe('addItem');
    expect(chunkOf('/edit-item/42', true)).toBe('editItem');
    expect(chunkOf('/messages/7', true)).toBe('messages');
    expect(chunkOf('/orders', true)).toBe('orders');
    expect(chunkOf('/orders/3', true)).toBe('order');
    expect(chunkOf('/Profile/Security/', true)).toBe('security');
    expect(chunkOf('/profile/data', true)).toBe('yourData');
    expect(chunkOf('/account/confirm-email', false)).toBe('emailLink');
    expect(chunkOf('/admin/disputes', true)).toBe('adminDisputes');
    expect(chunkOf('/listing/12-hager-mcb', false)).toBe('listing');
    expect(chunkOf('/legal/privacy-policy', false)).toBe('legal');
    expect(chunkOf('/reset-password', false)).toBe('resetPassword');
  });

  it('asks for nothing on a path no screen draws', () => {
    expect(chunkOf('/no-such-page', true)).toBeUndefined();
    expect(chunkOf('/legal/no-such-policy', false)).toBeUndefined();
  });
});
