import * as z from 'zod/mini';
import { asComponent } from './api-components.ts';

/** Every non-2xx answer: `{ message }`, plus the fields a route names (e.g. `requiresVerification`). */
export const ApiErrorSchema = asComponent(z.looseObject({ message: z.string() }), 'ApiError');
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A 2xx answer that only confirms (`{ message }`), e.g. logout. */
export const MessageSchema = asComponent(z.object({ message: z.string() }), 'Message');
