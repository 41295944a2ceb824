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

/**
 * Built on first use (~0.2 s: the dictionaries ship inside the npm packages, nothing is fetched):
 * the common passwords, English words, names and Wikipedia words, and the user's own words.
 */
function estimators(): { full: Factory } {
  const common = {
    translations: zxcvbnEn.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  };
  full ??= new zxcvbnCore.ZxcvbnFactory({ ...common, dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary } });
  return { full };
}

/** What the password must not be built from: the user's names and the parts of the email address. */
export interface PersonalWords {
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
  email?: string | null;
}

/** Words of this service itself: 'Sparestock2024!' is as guessable here as a user's own name. */
const SERVICE_WORDS = ['sparestock', 'sparebot'];

function personalInputs(words: PersonalWords): string[] {
  const inputs = new Set<string>(SERVICE_WORDS);
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

/** Letters people swap for look-alikes; each password is also read with 1 as l. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Which characters of the password spell one of the user's words (any case, look-alikes undone). */
function personalCharacters(password: string, inputs: readonly string[]): boolean[] {
  const lower = password.toLowerCase();
  const readings = [
    lower,
    [...lower].map((ch) => LOOK_ALIKES[ch] ?? ch).join(''),
    [...lower].map((ch) => (ch === '1' ? 'l' : (LOOK_ALIKES[ch] ?? ch))).join(''),
  ];
  const covered = new Array<boolean>(password.length).fill(false);
  for (const reading of readings) {
    for (const input of inputs) {
      for (let at = reading.indexOf(input); at !== -1; at = reading.indexOf(input, at + 1)) {
        covered.fill(true, at, at + input.length);
      }
    }
  }
  return covered;
}

/**
 * Digits, years and symbols people put before or after a word to pass a rule ('123!', '2024!', '#1').
 * The word starts and ends with a letter and may have look-alikes inside ('Footb@ll', 'P@ssw0rd').
 */
const WORD = '([A-Za-z](?:[A-Za-z0-9@$!]*[A-Za-z])?)';
const DECORATED = new RegExp(`^[\\d\\W_]{0,6}${WORD}[\\d\\W_]{1,8}$|^[\\d\\W_]{1,8}${WORD}$`);
/**
 * A word this common on its own (about the 30,000 likeliest: common passwords, names, seasons,
 * English words) stays guessable however it is decorated: attackers' rules try 'Word' + digits,
 * years and '!' first. zxcvbn alone rates 'Football123!' or 'Summer2023!' at 10^6–10^7.
 */
const MAX_CORE_GUESSES_LOG10 = 4.5;

/** The word as typed, and with its look-alikes read back as letters (1 as i, and as l): 'footb@ll' → 'football'. */
function letterReadings(word: string): string[] {
  const undo = (one: string) => [...word].map((ch) => (ch === '1' ? one : (LOOK_ALIKES[ch] ?? ch))).join('');
  return [...new Set([word, undo('i'), undo('l')])].filter((reading) => /^[a-z]+$/.test(reading));
}

/** 'Football123!', 'Summer2023!', '!!Chelsea99', 'Footb@ll123!': one common word with only decorations around it. */
function isDecoratedCommonWord(password: string, full: Factory): boolean {
  const match = DECORATED.exec(password);
  const core = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (!core || core.length < 3) return false;
  return letterReadings(core).some((reading) => full.check(reading).guessesLog10 < MAX_CORE_GUESSES_LOG10);
}

/**
 * True when the password is among the commonest or close to it, or is built from the user's own
 * name or address: the user's words are taken out and what remains must itself be hard to guess
 * ('DaveSparks1!' leaves '1!', 'Bench#Mark2024' of Bench Mark leaves '#2024'). Synchronous, a few
 * to ~50 ms.
 */
export function isGuessablePassword(password: string, words: PersonalWords): boolean {
  const checked = password.slice(0, MAX_CHECKED_LENGTH);
  const inputs = personalInputs(words);
  const { full } = estimators();
  if (full.check(checked, inputs).guessesLog10 < MIN_GUESSES_LOG10) return true;
  if (isDecoratedCommonWord(checked, full)) return true;
  const covered = personalCharacters(checked, inputs);
  if (!covered.includes(true)) return false;
  const rest = [...checked].filter((_ch, index) => !covered[index]).join('');
  return rest.length === 0 || full.check(rest, inputs).guessesLog10 < MIN_GUESSES_LOG10;
}
