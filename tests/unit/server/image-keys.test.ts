import { describe, expect, it } from 'vitest';
import { isValidImageKey, newImageKeys } from '../../../src/server/images/image-storage.ts';
import { imageUrl } from '../../../src/server/images/images.routes.ts';

const UUID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';

describe('image keys', () => {
  it('are made in the owner’s folder, a stored copy and its thumbnail', () => {
    const keys = newImageKeys(42);
    expect(keys.imageKey).toMatch(/^users\/42\/[a-f0-9-]{36}\.jpg$/);
    expect(keys.thumbKey).toBe(keys.imageKey.replace('.jpg', '-thumb.jpg'));
    expect(isValidImageKey(keys.imageKey) && isValidImageKey(keys.thumbKey)).toBe(true);
    expect(newImageKeys(42).imageKey).not.toBe(keys.imageKey);
    // The owner's own copies are reached through a signed, expiring URL (photo-url-signing.ts).
    expect(imageUrl(keys.imageKey)).toMatch(new RegExp(`^/uploads/${keys.imageKey}\\?exp=\\d+&sig=[\\w-]+$`));
  });

  it.each([0, -1, 1.5, Number.NaN])('refuse the owner id %s', (owner) => {
    expect(() => newImageKeys(owner)).toThrow();
  });

  it.each([`users/1/${UUID}.jpg`, `users/123456789012/${UUID}-thumb.jpg`, `${UUID}.jpg`, `${UUID}-thumb.jpg`])('accept %s', (key) => {
    expect(isValidImageKey(key)).toBe(true);
  });

  it.each([
    `users/0/${UUID}.jpg`,
    `users/01/${UUID}.jpg`,
    `users/abc/${UUID}.jpg`,
    `users/1/../${UUID}.jpg`,
    `../${UUID}.jpg`,
    `users/1/2/${UUID}.jpg`,
    `users/1/${UUID}.png`,
    `users/1/${UUID}.jpg.tmp`,
    `/users/1/${UUID}.jpg`,
    `users/1/${UUID}.jpg/`,
    `other/1/${UUID}.jpg`,
    'test.db',
    '',
  ])('refuse %s', (key) => {
    expect(isValidImageKey(key)).toBe(false);
  });
});
