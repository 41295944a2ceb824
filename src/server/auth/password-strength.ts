import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnEn from '@zxcvbn-ts/language-en';

/**
 * The estimator itself: pure and synchronous (a few to ~50 ms a password, ~0.3 s to build on
 * first use), so it runs in a worker thread (password-strength-worker.ts, password-checker.ts),
 * never on the server's event loop.
 *
 * Fewer estimated guesses than this is refused: zxcvbn's score 0–1 ("too guessable", "very
 * guessable"). Every one of the 10,000 most common passwords, with the decorations people add to
 * pass a rule ('Password1!', 'Qwerty123!', 'Monkey123!'), estimates well under it.
 */
const MIN_GUESSES_LOG10 = 6;
/** The estimator's time grows with length; a password longer than this is judged by its start. */
const MAX_CHECKED_LENGTH = 64;
/**
 * Letter-for-digit swaps tried per word (the default, 100, took ~0.7 s for 64 random characters on
 * the event loop; 5 takes ~35 ms and finds the same swaps in 'P@ssw0rd' or 'Tr0ub4dor').
 */
const L33T_MAX_SUBSTITUTIONS = 5;
/** Parts of a name or an address shorter than this are not looked for (an initial, 'co', 'uk'). */
const MIN_PERSONAL_PART = 3;

type Factory = InstanceType<typeof zxcvbnCore.ZxcvbnFactory>;
let full: Factory | undefined;
let personalOnly: Factory | undefined;

/**
 * Built on first use (~0.2 s: the dictionaries ship inside the npm packages, nothing is fetched):
 * one estimator with the common passwords, English words, names and Wikipedia words; one with no
 * dictionary, which finds only the user's own words (and keyboard patterns, dates, repeats).
 */
function estimators(): { full: Factory; personalOnly: Factory } {
  const common = { translations: zxcvbnEn.translations, graphs: zxcvbnCommon.adjacencyGraphs, l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS };
  full ??= new zxcvbnCore.ZxcvbnFactory({ ...common, dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary } });
  personalOnly ??= new zxcvbnCore.ZxcvbnFactory({ ...common, dictionary: {} });
  return { full, personalOnly };
}

/** What the password must not be built from: the user's names and the parts of the email address. */
export interface PersonalWords {
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
  email?: string | null;
}

function personalInputs(words: PersonalWords): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const text = value?.trim().toLowerCase();
    if (text && text.length >= MIN_PERSONAL_PART) inputs.add(text);
  };
  for (const name of [words.firstName, words.lastName, words.businessName]) {
    add(name);
    for (const part of name?.split(/[\s.,'&-]+/) ?? []) add(part);
  }
  const [local, domain] = (words.email ?? '').split('@');
  add(local);
  for (const part of local?.split(/[._+-]+/) ?? []) add(part);
  // The domain's name ('sparkselectrical' of sparkselectrical.co.uk), not its endings.
  add(domain?.split('.')[0]);
  return [...inputs];
}

/**
 * True when the password is among the commonest or close to it, or is built from the user's own
 * name or address: the user's words are taken out and what remains must itself be hard to guess
 * ('DaveSparks1!' leaves '1!'). Synchronous, a few to ~50 ms.
 */
export function isGuessablePassword(password: string, words: PersonalWords): boolean {
  const checked = password.slice(0, MAX_CHECKED_LENGTH);
  const inputs = personalInputs(words);
  const { full, personalOnly } = estimators();
  if (full.check(checked, inputs).guessesLog10 < MIN_GUESSES_LOG10) return true;
  if (inputs.length === 0) return false;
  const personal = personalOnly.check(checked, inputs);
  const usedPersonal = personal.sequence.some((match) => match.pattern === 'dictionary');
  if (!usedPersonal) return false;
  const rest = personal.sequence
    .filter((match) => match.pattern !== 'dictionary')
    .map((match) => match.token)
    .join('');
  return rest.length === 0 || full.check(rest, inputs).guessesLog10 < MIN_GUESSES_LOG10;
}
