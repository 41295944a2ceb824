import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';

// Words printed beside a control or a terminal, shaped like codes but no code, model or rating.

// A count of what the item has ("1-Phase", "3-POLE", "4-WIRE", "2-WAY"): part of its description, kept.
const COUNTED = /^(?:phases?|poles?|wires?|ways?|pins?|gangs?|cores?|speeds?|stages?|steps?|ports?|channels?|zones?|outlets?)$/i;

/** A numbered setting's legend ("1-GEL", "2-SEALED", "3-FLOODED" beside a selector): words, no code or model. */
export function isSettingLegend(token: string): boolean {
  const setting = /^\d-([A-Za-z]{3,})$/.exec(token);
  return Boolean(setting?.[1] && !COUNTED.test(setting[1]) && isCommonEnglish(setting[1]));
}

/** A count or a time glued to a button's or terminal's word ("2NDOPERATOR", ">2SPOWER", "2NDLIMIT"): a legend, no code. */
export function isGluedLegend(token: string): boolean {
  const glued = /^\d{1,2}([A-Z]{5,})$/.exec(token)?.[1];
  // The word may follow an ordinal's or a unit's letters ("2ND", "2S").
  return Boolean(glued && [0, 1, 2].some((skip) => glued.length - skip >= 5 && isCommonEnglish(glued.slice(skip))));
}

/**
 * A terminal's, channel's or lamp's marking ("LINE3", "TYPE2", OCR's "IYPE2", "AUX1",
 * "LED12", "PULSE2"), or a PLC's I/O terminals run together ("X4X5X6X7", "S/SX0X1X2X3", "Y4Y5Y6").
 */
export function isTerminalLegend(token: string): boolean {
  return (
    /^(?:LINE|PHASE|TERM|PIN|TYPE|IYPE|CLASS|SIZE|ZONE|GROUP|AUX|LED|PULSE|CH|DI|DO|AI|AO)\d{1,2}$/i.test(token) ||
    /(?:^|[^A-Z])(?:[XY]\d{1,2}){3,}$/i.test(token)
  );
}

const legendWord = (w: string) => w.length >= 3 && (isCommonEnglish(w) || isLabelWord(w));
/** One legend word, or two run together. */
const legendWords = (w: string) => legendWord(w) || [...w].some((_, i) => legendWord(w.slice(0, i)) && legendWord(w.slice(i)));

/**
 * Any control's or terminal's word with its number, perhaps run into the legend before it ("Input1", "ZONE2",
 * OCR's "MICR02" for MICRO 2, "VOLUMEMICR01"): which one, no code.
 */
export function isNumberedLegend(token: string): boolean {
  const m = /^([A-Z][a-z]{2,}|[A-Z]{3,})(0?)([1-9]\d?)$/.exec(token);
  if (!m) return false;
  const letters = (m[1] ?? '').toLowerCase();
  return [letters, ...(m[2] ? [`${letters}o`] : [])].some((w) => w.length >= 4 && legendWords(w));
}
