/** The password strength rule of decisions §2, shared by register, reset and their screens. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch)),
  },
];

export function listUnmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

/** One sentence naming what a password still lacks, or null when it meets every rule. */
export function describeUnmetPasswordRules(password: string): string | null {
  const unmet = listUnmetPasswordRules(password);
  if (unmet.length === 0) return null;
  return `Password must include: ${unmet.map((r) => r.label.toLowerCase()).join(', ')}`;
}
