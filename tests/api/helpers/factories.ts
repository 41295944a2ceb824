import { randomBytes } from 'node:crypto';
import type { PublicUser } from '../../../src/shared/schemas/user.ts';
import type { ApiClient } from './api-client.ts';

export const STRONG_PASSWORD = 'Sparks#2024';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.co.uk`;
}

export interface RegisterOverrides {
  firstName?: string;
  lastName?: string;
  businessName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export function registrationBody(overrides: RegisterOverrides = {}) {
  const password = overrides.password ?? STRONG_PASSWORD;
  return {
    firstName: 'Dave',
    lastName: 'Sparks',
    businessName: 'Sparks Electrical Ltd',
    email: uniqueEmail(),
    password,
    confirmPassword: password,
    ...overrides,
  };
}

export interface CreatedUser {
  email: string;
  password: string;
  token: string;
  user: PublicUser;
}

/** Registers a dev-mode account (verified at once) and returns its session token. */
export async function createUser(client: ApiClient, overrides: RegisterOverrides = {}): Promise<CreatedUser> {
  const body = registrationBody(overrides);
  const res = await client.post<{ token: string; user: PublicUser }>('/api/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { email: body.email.toLowerCase(), password: body.password, token: res.body.token, user: res.body.user };
}

/** A dev-mode account that has also completed onboarding. */
export async function createCompleteUser(client: ApiClient, overrides: RegisterOverrides = {}): Promise<CreatedUser> {
  const created = await createUser(client, overrides);
  const res = await client.post<{ user: PublicUser }>(
    '/api/complete-profile',
    { accountType: 'business', businessName: 'Sparks Electrical Ltd', firstName: 'Dave', lastName: 'Sparks', postcode: 'B1 1AA', phoneNumber: '07123456789' },
    { token: created.token },
  );
  if (res.status !== 200) throw new Error(`complete-profile failed: ${res.status} ${res.text}`);
  return { ...created, user: res.body.user };
}

/** The 64-hex token at the end of an emailed link. */
export function tokenFromUrl(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}
