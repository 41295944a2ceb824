import { PRODUCT_NAME } from '../../../shared/constants/product.ts';
import { apiJson } from '../../lib/api.ts';
import { parseApiError } from '../../lib/api-error.ts';
import { loadVerifyEmailResponseSchema } from '../../lib/schema-loaders.ts';

export type VerifyState = 'loading' | 'success' | 'already_verified' | 'error';

export interface VerifyResult {
  state: Exclude<VerifyState, 'loading'>;
  message: string;
}

export const VERIFY_MESSAGES = {
  missingToken: 'Invalid verification link. Please check your email for the correct link.',
  failed: 'Email verification failed. Please try again.',
  network: 'Something went wrong. Please try again later.',
  alreadyVerified: 'Your email is already verified. You can log in to your account.',
  success: `Email verified successfully! You can now log in to your ${PRODUCT_NAME} account.`,
} as const;

/** GET /api/verify-email, folded into one of the screen's states; never throws. */
export async function verifyEmailToken(token: string): Promise<VerifyResult> {
  try {
    const data = await apiJson('GET', `/api/verify-email?token=${encodeURIComponent(token)}`, loadVerifyEmailResponseSchema);
    if (data.alreadyVerified) return { state: 'already_verified', message: VERIFY_MESSAGES.alreadyVerified };
    return { state: 'success', message: VERIFY_MESSAGES.success };
  } catch (error) {
    const info = parseApiError(error);
    if (info.isNetworkError) return { state: 'error', message: VERIFY_MESSAGES.network };
    return { state: 'error', message: info.message ?? VERIFY_MESSAGES.failed };
  }
}
