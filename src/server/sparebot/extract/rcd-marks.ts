import type { RatingMap } from './ratings.ts';

/**
 * An RCD's reminder to press its test button, in the languages of its label ("Test frequently", "Test quarterly",
 * "Tester souvent", "Regelmäßig testen", "Testare regolarmente"): it names no tester, and no other device prints it.
 */
export const RCD_TEST_REMINDER =
  /\btest\s+(?:frequently|regularly|quarterly|monthly|every\s+(?:month|3\s+months))\b|\btester\s+(?:souvent|r[eé]guli[eè]rement|trimestriellement)\b|\bregelm[aä](?:ss|ß)ig\s+(?:testen|pr[uü]fen)\b|\btestare\s+regolarmente\b/gi;

/** The RCD inference of a label that carries its test reminder (an RCBO's, with a breaker's curve too); none otherwise. */
export function rcdInferences(text: string, ratings: RatingMap): { type: string; weight: number }[] {
  if (!text.match(RCD_TEST_REMINDER)) return [];
  return [{ type: ratings.tripCurve?.length ? 'rcbo' : 'rcd', weight: 1.2 }];
}
