import { RESET_TOKEN_LENGTH } from '../../../shared/constants/product.ts';
import { describeUnmetPasswordRules, listUnmetPasswordRules } from '../../../shared/password-rules.ts';

/** Pure rules of the reset screen (spec §2 and §5), unit-tested without a DOM. */

/** The token from the query string, trimmed, or null unless it is exactly 64 characters. */
export function parseResetToken(search: string): string | null {
  const token = (new URLSearchParams(search).get('token') ?? '').trim();
  return token.length === RESET_TOKEN_LENGTH ? token : null;
}

export interface ResetFormState {
  tokenValid: boolean;
  submitting: boolean;
  newPassword: string;
  confirmPassword: string;
}

/** Disabled while the token is invalid, while submitting, when a field is empty, when they differ, or a rule fails. */
export function canSubmitReset(state: ResetFormState): boolean {
  return (
    state.tokenValid &&
    !state.submitting &&
    state.newPassword.length > 0 &&
    state.confirmPassword.length > 0 &&
    state.newPassword === state.confirmPassword &&
    listUnmetPasswordRules(state.newPassword).length === 0
  );
}

export interface ResetProblem {
  title: string;
  description: string;
}

/** The toast for a submission that cannot go to the server, or null when it can. */
export function findResetProblem(state: Omit<ResetFormState, 'submitting'>): ResetProblem | null {
  if (!state.tokenValid) {
    return { title: 'Invalid Reset Link', description: 'Invalid or missing reset token. Please request a new password reset link.' };
  }
  if (!state.newPassword || !state.confirmPassword) {
    return { title: 'Required Fields', description: 'Please fill in all password fields' };
  }
  if (state.newPassword !== state.confirmPassword) {
    return { title: 'Password Mismatch', description: 'Passwords do not match' };
  }
  const unmet = describeUnmetPasswordRules(state.newPassword);
  if (unmet) return { title: 'Password Requirements', description: unmet };
  return null;
}
