import { describe, expect, it } from 'vitest';
import {
  getNotFoundRedirect,
  isPasswordPath,
  isProtectedRoute,
  isPublicPath,
  matchRoute,
  needsSignIn,
  normalisePath,
} from '../../../src/client/app/route-rules.ts';

describe('normalisePath', () => {
  it('lower-cases the path and strips a trailing slash', () => {
    expect(normalisePath('/Auth/')).toBe('/auth');
    expect(normalisePath('/PROFILE')).toBe('/profile');
  });

  it('keeps the root as a single slash', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('///')).toBe('/');
  });

  it('drops the query string and hash and collapses repeated slashes', () => {
    expect(normalisePath('/reset-password?token=ABC')).toBe('/reset-password');
    expect(normalisePath('/legal//privacy-policy#top')).toBe('/legal/privacy-policy');
  });
});

describe('matchRoute', () => {
  it('matches every route of the table ignoring case and a trailing slash', () => {
    expect(matchRoute('/')).toEqual({ name: 'home' });
    expect(matchRoute('/AUTH/')).toEqual({ name: 'auth' });
    expect(matchRoute('/Forgot-Password')).toEqual({ name: 'forgot-password' });
    expect(matchRoute('/reset-password/')).toEqual({ name: 'reset-password' });
    expect(matchRoute('/verify-email')).toEqual({ name: 'verify-email' });
    expect(matchRoute('/resend-verification')).toEqual({ name: 'resend-verification' });
    expect(matchRoute('/onboarding')).toEqual({ name: 'onboarding' });
    expect(matchRoute('/add-item/')).toEqual({ name: 'add-item' });
    expect(matchRoute('/Profile')).toEqual({ name: 'profile' });
  });

  it('reads the id of /edit-item/:id', () => {
    expect(matchRoute('/edit-item/42')).toEqual({ name: 'edit-item', id: '42' });
    expect(matchRoute('/Edit-Item/42/')).toEqual({ name: 'edit-item', id: '42' });
    expect(matchRoute('/edit-item')).toEqual({ name: 'not-found' });
    expect(matchRoute('/edit-item/42/extra')).toEqual({ name: 'not-found' });
  });

  it('knows the ten legal pages and nothing else under /legal/', () => {
    expect(matchRoute('/legal/privacy-policy')).toEqual({ name: 'legal', slug: 'privacy-policy' });
    expect(matchRoute('/LEGAL/Notice-Takedown/')).toEqual({ name: 'legal', slug: 'notice-takedown' });
    expect(matchRoute('/legal/unknown')).toEqual({ name: 'not-found' });
  });

  it('maps the links without screens and sends anything else to not-found', () => {
    expect(matchRoute('/create-listing')).toEqual({ name: 'create-listing' });
    expect(matchRoute('/export')).toEqual({ name: 'export' });
    expect(matchRoute('/reset-password/extra')).toEqual({ name: 'not-found' });
    expect(matchRoute('/nope')).toEqual({ name: 'not-found' });
  });
});

describe('isPublicPath', () => {
  it('treats the public routes and everything under /legal/ as public', () => {
    for (const path of ['/auth', '/onboarding', '/forgot-password', '/reset-password', '/verify-email', '/resend-verification']) {
      expect(isPublicPath(path)).toBe(true);
    }
    expect(isPublicPath('/Auth/')).toBe(true);
    expect(isPublicPath('/legal/anything')).toBe(true);
  });

  it('treats the inventory, protected routes and unknown paths as non-public', () => {
    for (const path of ['/', '/add-item', '/profile', '/edit-item/1', '/nope', '/legal']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});

describe('marketplace routes (issue 13)', () => {
  it('match /search, /listing/{id}-{slug} (slug optional) and /seller/{id}', () => {
    expect(matchRoute('/search')).toEqual({ name: 'search' });
    expect(matchRoute('/Search/?q=contactor')).toEqual({ name: 'search' });
    expect(matchRoute('/listing/42-schneider-lc1d-contactor')).toEqual({ name: 'listing', id: 42 });
    expect(matchRoute('/listing/42')).toEqual({ name: 'listing', id: 42 });
    expect(matchRoute('/seller/7')).toEqual({ name: 'seller', id: 7 });
  });

  it('send malformed marketplace paths to not-found', () => {
    for (const path of [
      '/listing/',
      '/listing/abc',
      '/listing/42/extra',
      '/listing/-42',
      '/seller/x',
      '/seller/7-name',
      '/listing/1234567890123',
    ]) {
      expect(matchRoute(path)).toEqual({ name: 'not-found' });
    }
  });

  it('are public: no account needed to browse', () => {
    for (const path of ['/search', '/listing/42-anything', '/seller/7']) expect(isPublicPath(path)).toBe(true);
    expect(isProtectedRoute({ name: 'search' })).toBe(false);
    expect(isProtectedRoute({ name: 'listing', id: 1 })).toBe(false);
  });
});

describe('account and admin routes (issues 14 and 16)', () => {
  it('match the account pages, the email-change links and the reports queue', () => {
    expect(matchRoute('/profile/security')).toEqual({ name: 'security' });
    expect(matchRoute('/Profile/Data/')).toEqual({ name: 'your-data' });
    expect(matchRoute('/account/confirm-email?token=x')).toEqual({ name: 'email-link', action: 'confirm' });
    expect(matchRoute('/account/revert-email')).toEqual({ name: 'email-link', action: 'revert' });
    expect(matchRoute('/admin/reports')).toEqual({ name: 'admin-reports' });
    expect(matchRoute('/messages/12')).toEqual({ name: 'messages', id: 12 });
    expect(matchRoute('/messages')).toEqual({ name: 'messages', id: null });
  });

  it('send signed-out visitors of the account pages, messages and wanted list to sign in; the email links are public', () => {
    for (const path of ['/profile/security', '/profile/data', '/messages', '/messages/3', '/wanted'])
      expect(needsSignIn(matchRoute(path))).toBe(true);
    expect(isPublicPath('/account/confirm-email')).toBe(true);
    expect(needsSignIn(matchRoute('/admin/reports'))).toBe(false);
  });
});

describe('order and dispute routes (issue 18)', () => {
  it('match /orders, /orders/{id} and the admin disputes queue', () => {
    expect(matchRoute('/orders')).toEqual({ name: 'orders' });
    expect(matchRoute('/Orders/?tab=sold')).toEqual({ name: 'orders' });
    expect(matchRoute('/orders/42')).toEqual({ name: 'order', id: 42 });
    expect(matchRoute('/orders/abc')).toEqual({ name: 'not-found' });
    expect(matchRoute('/admin/disputes')).toEqual({ name: 'admin-disputes' });
  });

  it('send signed-out visitors of orders to sign in and back (order emails link there)', () => {
    for (const path of ['/orders', '/orders/7']) {
      expect(isPublicPath(path)).toBe(false);
      expect(needsSignIn(matchRoute(path))).toBe(true);
    }
    expect(needsSignIn(matchRoute('/admin/disputes'))).toBe(false);
  });
});

describe('isProtectedRoute', () => {
  it('protects add-item, edit-item and profile only', () => {
    expect(isProtectedRoute({ name: 'add-item' })).toBe(true);
    expect(isProtectedRoute({ name: 'edit-item', id: '1' })).toBe(true);
    expect(isProtectedRoute({ name: 'profile' })).toBe(true);
    expect(isProtectedRoute({ name: 'home' })).toBe(false);
  });
});

describe('isPasswordPath', () => {
  it('recognises the reset and forgot password paths and their extensions', () => {
    expect(isPasswordPath('/reset-password/extra')).toBe(true);
    expect(isPasswordPath('/Forgot-Password/x')).toBe(true);
    expect(isPasswordPath('/profile')).toBe(false);
  });
});

describe('getNotFoundRedirect', () => {
  it('sends a signed-in user to / and a signed-out visitor to /auth', () => {
    expect(getNotFoundRedirect('/nope', true)).toBe('/');
    expect(getNotFoundRedirect('/nope', false)).toBe('/auth');
  });

  it('does not redirect when already on the target', () => {
    expect(getNotFoundRedirect('/', true)).toBeNull();
    expect(getNotFoundRedirect('/auth/', false)).toBeNull();
  });

  it('never redirects from the protected and password paths the spec names', () => {
    for (const path of [
      '/add-item',
      '/profile',
      '/Profile/',
      '/edit-item',
      '/edit-item/7',
      '/reset-password/extra',
      '/forgot-password/x',
    ]) {
      expect(getNotFoundRedirect(path, false)).toBeNull();
      expect(getNotFoundRedirect(path, true)).toBeNull();
    }
  });

  it('redirects from look-alikes that are not the named paths', () => {
    expect(getNotFoundRedirect('/add-item/extra', false)).toBe('/auth');
    expect(getNotFoundRedirect('/profiles', true)).toBe('/');
  });
});
