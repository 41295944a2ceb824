import { randomBytes } from 'node:crypto';
import type { PublicUser } from '../../../src/shared/schemas/user.ts';
import type { ApiClient } from './api-client.ts';

/** Meets the spec's rule and is not built from the default names (Dave Sparks) or address: the server refuses guessable ones. */
export const STRONG_PASSWORD = 'Copper#Valve42';

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
    {
      accountType: 'business',
      businessName: 'Sparks Electrical Ltd',
      firstName: 'Dave',
      lastName: 'Sparks',
      postcode: 'B1 1AA',
      phoneNumber: '07123456789',
    },
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

/** A valid complete-profile body. */
export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    accountType: 'business',
    businessName: 'Sparks Electrical Ltd',
    firstName: 'Dave',
    lastName: 'Sparks',
    postcode: 'B1 1AA',
    phoneNumber: '07123456789',
    bio: 'Electrical contractor in Birmingham.',
    ...overrides,
  };
}

/** Logs in and returns the session token (throws unless the login answers 200). */
export async function logIn(client: ApiClient, email: string, password: string): Promise<string> {
  const res = await client.post<{ token: string }>('/api/login', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

/** Dev mode only: asks for a password reset and returns the token of the link the server hands back. */
export async function devResetToken(client: ApiClient, email: string): Promise<string> {
  const res = await client.post<{ resetUrl?: string }>('/api/forgot-password', { email });
  if (res.status !== 200 || !res.body.resetUrl) throw new Error(`forgot-password gave no resetUrl: ${res.status} ${res.text}`);
  return tokenFromUrl(res.body.resetUrl);
}

/** A well-formed (64 lowercase hex) token that the server never issued. */
export function unknownToken(): string {
  return randomBytes(32).toString('hex');
}
