import { describe, expect, it } from 'vitest';
import { canSubmitReset, findResetProblem, parseResetToken } from '../../../src/client/features/password/reset-password-rules.ts';

const TOKEN = 'a'.repeat(64);
const GOOD = 'Strong!Pass1';

describe('parseResetToken', () => {
  it('accepts a 64-character token after trimming', () => {
    expect(parseResetToken(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(parseResetToken(`?token=%20${TOKEN}%20`)).toBe(TOKEN);
  });

  it('rejects a missing, short or long token', () => {
    expect(parseResetToken('')).toBeNull();
    expect(parseResetToken('?token=abc')).toBeNull();
    expect(parseResetToken(`?token=${TOKEN}b`)).toBeNull();
  });
});

describe('canSubmitReset', () => {
  const base = { tokenValid: true, submitting: false, newPassword: GOOD, confirmPassword: GOOD };

  it('allows a valid, matching, strong password', () => {
    expect(canSubmitReset(base)).toBe(true);
  });

  it('is disabled on every condition of spec §5', () => {
    expect(canSubmitReset({ ...base, tokenValid: false })).toBe(false);
    expect(canSubmitReset({ ...base, submitting: true })).toBe(false);
    expect(canSubmitReset({ ...base, newPassword: '' })).toBe(false);
    expect(canSubmitReset({ ...base, confirmPassword: '' })).toBe(false);
    expect(canSubmitReset({ ...base, confirmPassword: `${GOOD}x` })).toBe(false);
    expect(canSubmitReset({ ...base, newPassword: 'weakpass', confirmPassword: 'weakpass' })).toBe(false);
  });
});

describe('findResetProblem', () => {
  it('names each problem with the spec toast', () => {
    expect(findResetProblem({ tokenValid: false, newPassword: GOOD, confirmPassword: GOOD })?.title).toBe('Invalid Reset Link');
    expect(findResetProblem({ tokenValid: true, newPassword: '', confirmPassword: '' })).toEqual({
      title: 'Required Fields',
      description: 'Please fill in all password fields',
    });
    expect(findResetProblem({ tokenValid: true, newPassword: GOOD, confirmPassword: 'other' })).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match',
    });
    const weak = findResetProblem({ tokenValid: true, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak?.title).toBe('Password Requirements');
    expect(weak?.description).toContain('one uppercase letter');
    expect(findResetProblem({ tokenValid: true, newPassword: GOOD, confirmPassword: GOOD })).toBeNull();
  });
});
