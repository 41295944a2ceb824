import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from '../../../src/server/auth/password-strength.ts';

const DAVE = { firstName: 'Dave', lastName: 'Sparks', businessName: 'Sparks Electrical Ltd', email: 'dave.sparks@sparkselectrical.co.uk' };

describe('isGuessablePassword', () => {
  it.each([['Password1!'], ['P@ssw0rd!'], ['Qwerty123!'], ['Welcome123!'], ['Iloveyou1!'], ['Manchester1!'], ['Abcdefg1!'], ['Trustno1!']])(
    'refuses %s: among the commonest passwords, dressed up for the rule',
    (password) => {
      expect(isGuessablePassword(password, {})).toBe(true);
    },
  );

  it.each([
    ['Football123!'],
    ['Chelsea123!'],
    ['Batman123!'],
    ['Summer2023!'],
    ['Winter2024!'],
    ['Spring2025!'],
    ['!!Arsenal99'],
    ['Liverpool#1'],
  ])('refuses %s: one common word with digits, a year or symbols around it', (password) => {
    expect(isGuessablePassword(password, {})).toBe(true);
  });

  it.each([['DaveSparks1!'], ['Dave.Sparks2024!'], ['D4ve$parks!'], ['SparksElectrical1!'], ['Sparks#2024'], ['Sparkselectrical#1']])(
    'refuses %s: built from the user’s name, business or address',
    (password) => {
      expect(isGuessablePassword(password, DAVE)).toBe(true);
    },
  );

  it.each([
    ['Copper#Valve42'],
    ['Lorry-Gasket#77'],
    ['Fuses&Breakers9'],
    ['Correct-Horse-Battery1'],
    ['Tr0ub4dor&3'],
    ['DaveSparks-Lorry-Gasket9!'],
    ['Quokkafender42!'],
    ['Velociraptor#2024'],
  ])('accepts %s', (password) => {
    expect(isGuessablePassword(password, DAVE)).toBe(false);
  });

  it('refuses the name and surname around a symbol and a year (Bench#Mark2024 for Bench Mark)', () => {
    expect(isGuessablePassword('Bench#Mark2024', { firstName: 'Bench', lastName: 'Mark', email: 'bench.1@example.co.uk' })).toBe(true);
  });

  // Sparks#2024 itself is now refused for anyone: one common word with a symbol and a year.
  it('judges the name rule by the user: SparksElectrical#7 is fine for someone else', () => {
    expect(isGuessablePassword('SparksElectrical#7', DAVE)).toBe(true);
    expect(isGuessablePassword('SparksElectrical#7', { firstName: 'Priya', lastName: 'Patel', email: 'priya@example.co.uk' })).toBe(false);
  });

  it('ignores parts of a name or address too short to matter', () => {
    expect(isGuessablePassword('Copper#Valve42', { firstName: 'Al', lastName: 'Co', email: 'a@b.co' })).toBe(false);
  });

  it('judges a very long password by its first 64 characters', () => {
    expect(isGuessablePassword(`Zq#8Lm!pW2vR9tYx4bN7cK1hJ6gF3dS5aQ0eU${'x'.repeat(90)}`, DAVE)).toBe(false);
    expect(isGuessablePassword(`A!${'a'.repeat(62)}Zq#8Lm!pW2vR9tYx4bN7cK1hJ6gF3dS5aQ0eU`, DAVE)).toBe(true);
  });
});
