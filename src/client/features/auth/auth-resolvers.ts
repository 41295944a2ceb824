// Loaded on first use by the sign-in and register forms (see lib/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, RegisterSchema } from '../../../shared/schemas/auth.ts';

export const loginResolver = zodResolver(LoginSchema);
export const registerResolver = zodResolver(RegisterSchema);
