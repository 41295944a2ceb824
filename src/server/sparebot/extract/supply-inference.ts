import { readFromZero } from './rating-types.ts';
import type { RatingMap } from './ratings.ts';

/** A signed DC output rail: +12V, -12V, +3.3V, +5VSB, +5VAUX (the sign is what sets it apart from a rating). */
const DC_RAIL = /(?<![A-Za-z0-9.+-])([+-])\s?(3\.3|5|12|15|24|48)\s?V(?:SB|AUX|DC)?(?![A-Za-z])/gi;

/** "OUTPUT: 12V 1A": an output of a safe extra-low voltage, written straight after the word. */
const lowVoltageOutput = (text: string) => {
  const v = /output\s?:?\s?(?:DC\s?)?\+?(\d{1,2}(?:\.\d+)?)\s?V(?!\s?AC|~|[A-Za-z])/i.exec(text)?.[1];
  return v !== undefined && Number(v) > 0 && Number(v) <= 60;
};

/**
 * What a label's supply says of the product (label-inference.ts asks): a power supply's rails and outputs, an
 * inverter's DC in and AC out, a bench supply set from zero.
 */
export function supplyInferences(text: string, ratings: RatingMap): { type: string; weight: number }[] {
  const out: { type: string; weight: number }[] = [];
  // A power supply's output rails: a positive with a negative one (+12V -12V), or three positive ones
  // (+3.3V +5V +12V, +5VSB). A drive's or controller's terminals carry one or two positive supplies only.
  const rails = new Set([...text.matchAll(DC_RAIL)].map((m) => `${m[1]}${m[2]}`));
  const negative = [...rails].some((r) => r.startsWith('-'));
  if ((negative && rails.size >= 2) || rails.size >= 3) out.push({ type: 'power-supply', weight: 1.2 });
  // Direct current in and alternating current out is an inverter's label (the other way round is any
  // power supply's, LED driver's or charger's, so says nothing).
  if (/dc\s?input|input\s?:?\s?dc(?![a-z])/i.test(text) && /ac\s?output|output\s?:?\s?ac(?![a-z])/i.test(text))
    out.push({ type: 'power-inverter', weight: 1.2 });
  // One signed output from a mains input ("INPUT: 115/230VAC", "OUTPUT: +24V 15A") is a power supply's too.
  else if (rails.size && /input/i.test(text) && /\dV?\s?(?:VAC|V\s?AC|AC|V~)(?![A-Za-z])/i.test(text))
    out.push({ type: 'power-supply', weight: 1 });
  // A single DC output from a universal mains input ("100-240VAC", "100-240V", "OUTPUT 24VDC") is a power supply's, its INPUT word unread.
  else if (
    /output/i.test(text) &&
    /(?:85|90|100)\s?-\s?(?:240|264)\s?(?:V?\s?AC|V(?![A-Za-z]))/i.test(text) &&
    (/\d\s?V\s?DC/i.test(text) || lowVoltageOutput(text))
  )
    out.push({ type: 'power-supply', weight: 0.9 });
  // Alternating current in and direct current out ("INPUT AC117V 60Hz", "OUTPUT DC31V 0.7A", or run together as
  // "ACINPUT" and "OUTPUT:12V20A"): a mains adapter's or power supply's label, weakly, since an LED driver's or a
  // charger's says the same and their own words outweigh it.
  else if (
    (/input\s?:?\s?(?:AC\s?\d|\d[\d.,/-]*\s?V\s?(?:AC|~))/i.test(text) || /(?<![A-Za-z])AC\s?INPUT/i.test(text)) &&
    /output/i.test(text) &&
    (/(?<![A-Za-z])DC\s?\d|\d\s?V\s?DC/i.test(text) || lowVoltageOutput(text))
  )
    out.push({ type: 'power-supply', weight: 0.6 });
  // A power supply whose output is set from zero ("0-30V 0-10A", "0-15V,7A/0-30V,4A") is a bench (laboratory) supply:
  // a fixed supply states its voltage, and 0-10 V is a control signal, not an output to set, unless its current is set
  // from zero too ("0-6V,0-2.5A").
  const setFromZero = readFromZero(ratings.voltage, 15) || (readFromZero(ratings.voltage, 1) && readFromZero(ratings.current, 0.1));
  if (setFromZero && /power\s?supply|netzger|labornetz|alimentation/i.test(text)) out.push({ type: 'bench-power-supply', weight: 1.6 });
  // One mains voltage converted to the other ("220V to 110V AC", "110V → 230V"): a step-up or step-down transformer's label.
  if (/(?<![\d.])(?:2[234]0|1[12]0)\s?V\s?(?:to|->|→)\s?(?:2[234]0|1[12]0)\s?V/i.test(text)) out.push({ type: 'transformer', weight: 1 });
  // Transformer plates below say no DC anywhere: no DC, no signed rail ("+12V").
  const noDc = !/(?<![A-Za-z])DC|\dV?\s?DC|[+-]\s?\d+(?:\.\d+)?\s?V/i.test(text);
  // A mains input over low-voltage outputs, with no DC anywhere ("I/P: 110V 50Hz", "O/P: 18V 36V"; OCR reads O as 0;
  // a microscope lamp's "PRIM. 120V" over "SEC. 6V"):
  // a transformer's windings (a power supply or adapter says DC of its output).
  const mainsIn = /(?<![A-Za-z])(?:I\/P|INPUT|PRI(?:M(?:ARY)?)?\.?)\s?:?\s?(?:AC\s?)?(?:1[012]\d|2[234]\d)\s?V/i.test(text);
  const lowOut = /(?<![A-Za-z])(?:[O0]\/P|OUTPUT|SEC(?:ONDARY)?\.?)\s?:?\s?(?:AC\s?)?\d{1,2}(?:\.\d)?\s?V(?![A-Za-z])/i.test(text);
  if (mainsIn && lowOut && noDc) out.push({ type: 'transformer', weight: 0.9 });
  // A dual mains primary ("115/230V", "120/240V") with secondaries of a few volts, their currents, and no DC anywhere:
  // a mains transformer's plate (a power supply states its DC output; a dual-voltage motor has no low voltage).
  const volts = ratings.voltage ?? [];
  const dualPrimary = volts.some(
    ({ numbers: [low = 0, high = 0, ...more] }) => !more.length && low >= 100 && low <= 127 && high >= 200 && high <= 254,
  );
  const secondary = volts.some(({ numbers }) => numbers.length === 1 && (numbers[0] ?? 0) > 0 && (numbers[0] ?? 0) <= 60);
  if (dualPrimary && secondary && ratings.current?.length && noDc) out.push({ type: 'transformer', weight: 0.8 });
  return out;
}
