import { WATER_RATIO, waterMeterByRatings } from './meter-marks.ts';
import type { RatingMap } from './ratings.ts';

/**
 * The MID annex a meter's type certificate names (MI-001 water, MI-002 gas, MI-003 electricity, MI-004 heat),
 * alone or inside the certificate's number ("DE-08-MI004-PTB022"), where OCR may read its I as 1 and drop a
 * zero ("CH-M101-10040").
 */
const MID_ANNEX = /(?<![a-z0-9])MI-?00([1-4])(?![0-9])|(?<![A-Za-z0-9])[A-Z]{2}-(?:\d{2}-)?M[I1l|][O0]{1,2}([1-4])(?=-)/i;
const MID_METERS = ['water-meter', 'gas-meter', 'energy-meter', 'heat-meter'];
/** A meter's or a pump's maximum flow heading ("Qmax", "QMAX 6"). */
const QMAX = /(?<![A-Za-z])Qmax(?![a-z])/i;
const HEAT_METERING = /(?<![A-Za-z])(?:GJ|MWh|Pt\s?(?:100|500|1000))(?![A-Za-z0-9])|heat\s?meter|w[aä]rme|warmte|chaleur|calore/i;

/**
 * A base current with a maximum four or more times it ("5(45) A", "0.25-5(60) A") is a meter's; a switch's
 * resistive (inductive) pair has the smaller one in brackets ("16(3) A"). A UK domestic meter prints its range
 * instead ("20-80 A", "20-100A"); a motor starter's range is far narrower. A polyphase meter's per phase ("3x40(100) A",
 * "3x5(6) A" through current transformers) is a meter's at any ratio: no switch prints its phases so.
 */
export function meterCurrentRange(ratings: RatingMap): boolean {
  return (ratings.current ?? []).some((c) => {
    if (/^3x\d+(?:\.\d+)?\(\d+\) A$/.test(c.value)) return true;
    const m = /(\d+(?:\.\d+)?)\((\d+)\) A$/.exec(c.value) ?? /^(5|10|20)-(60|80|100) A$/.exec(c.value);
    return m !== null && Number(m[2]) >= 4 * Number(m[1]);
  });
}

/** What a meter's own marks say it measures: electricity, gas, water or heat (label-inference.ts). */
export function meterInferences(text: string, ratings: RatingMap): { type: string; weight: number }[] {
  const out: { type: string; weight: number }[] = [];
  // A meter constant (imp/kWh) is an energy meter's; a cyclic volume (V 1.2 dm³) a gas meter's.
  if (ratings.meterConstant?.length) out.push({ type: 'energy-meter', weight: 0.6 });
  if (meterCurrentRange(ratings)) out.push({ type: 'energy-meter', weight: 0.9 });
  if (ratings.cyclicVolume?.length) out.push({ type: 'gas-meter', weight: 0.6 });
  // A pulse worth a volume ("1 imp = 0.01 m³") is a gas or water meter's pulse output (its sensor's label too).
  if (/(?<![A-Za-z])imp\s?=\s?\d+(?:[.,]\d+)?\s?(?:m[³3²]|l\b|dm[³3])/i.test(text)) out.push({ type: 'gas-meter', weight: 1.2 });
  // A minimum flow beside the maximum (Qmin with Qmax) is a meter's measuring range: a pump states its maximum alone.
  // With heat's units or a flow and return sensor pair (GJ, MWh, Pt500), it is a heat meter's.
  if (/(?<![A-Za-z])Qmin(?![a-z])/i.test(text) && QMAX.test(text)) {
    const heat = HEAT_METERING.test(text);
    out.push({
      type: /(?<![A-Za-z0-9])Q3(?![0-9])/.test(text) ? 'water-meter' : heat ? 'heat-meter' : 'gas-meter',
      weight: heat ? 2 : 1.4,
    });
  }
  // A gas meter's maximum flow beside its maximum working pressure in millibars ("Qmax 6 m³/h", "Pmax 75 mbar"): a gas valve
  // states its pmax in mbar without a flow, a pump its Qmax with a pressure in bar or metres.
  if (QMAX.test(text) && /(?<![A-Za-z])P\.?\s?max\.?\s?[=:]?\s?\d+(?:[.,]\d+)?\s?mbar\b/i.test(text))
    out.push({ type: 'gas-meter', weight: 1.4 });
  // The MID annex on the certificate (MI-001 water to MI-004 heat meters); a water meter's ratio is written R160H, R80H/R50V.
  const annex = MID_ANNEX.exec(text);
  const mid = annex?.[1] ?? annex?.[2];
  if (mid) out.push({ type: MID_METERS[Number(mid) - 1] ?? 'water-meter', weight: 1.5 });
  if (WATER_RATIO.test(text)) out.push({ type: 'water-meter', weight: 1.4 });
  const water = waterMeterByRatings(ratings);
  if (water) out.push({ type: 'water-meter', weight: water });
  // A water meter's temperature class (EN ISO 4064: T30, T50, T90) beside its dials' multiplier ("x0,0001", "x0.001").
  if (/(?<![A-Za-z0-9])T(?:30|50|70|90)(?![0-9])/.test(text) && /(?<![A-Za-z0-9])[x×]\s?0[.,]0{1,3}1?(?![0-9])/.test(text))
    out.push({ type: 'water-meter', weight: 1.4 });
  // A water meter's maximum admissible pressure (EN 14154: "MAP16", "MAP 10 bar").
  if (/(?<![A-Za-z0-9])MAP\s?(?:6|10|16|25)(?:\s?bar)?(?![0-9])/.test(text)) out.push({ type: 'water-meter', weight: 0.6 });
  // A water meter's permanent flow with its value ("Q3 2.5", "Q3=4 m³/h"); a controller's terminal "Q3/Y3" is none.
  // So is its nominal flow under the older standard ("Qn 2.5", "Qn=1,5 m³/h", "Qn-1,5 m/h", "Qn. 1.5 m³/h"; a gas meter is sized by
  // its G number): they outweigh the m³/h a gas meter's keywords count, which a water meter prints beside them.
  if (/(?<![A-Za-z0-9])(?:Q3|Qn)\.?\s?[=:-]?\s?\d+(?:[.,]\d+)?(?!\d|[.,]\d|\s?\/\s?[A-Z]|\s?k?W\b)/.test(text))
    out.push({ type: 'water-meter', weight: 1.6 });
  return out;
}
