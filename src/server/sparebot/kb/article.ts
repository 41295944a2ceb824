/**
 * A noun with its indefinite article, by the sound of its first letter: "an electric shower", "a valve", and acronyms by
 * their letter's name ("an MCB", "a UPS", "an HMI").
 */
export function withArticle(noun: string): string {
  const vowelSound = /^[A-Z]{2,}\b/.test(noun) ? /^[AEFHILMNORSX]/.test(noun) : /^[aeiou]/i.test(noun);
  return `${vowelSound ? 'an' : 'a'} ${noun}`;
}
