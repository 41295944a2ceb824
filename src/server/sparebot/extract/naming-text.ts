const PART_FIELD =
  /^\s*(?:(?:circulating|circulator|fan|blower|compressor|condenser|evaporator)\s)?(?:pump|motor|compressor|fan|controller|heater|element)s?(?:\s?\/\s?[^:\n]{3,30})?\s?:/gim;

/**
 * The label's text as it names the item: a part's field label opening a line ("Circulating pump: 120 V 1/6 HP",
 * "Fan motor: 0.75 HP" on a boiler's or a condenser's plate) names a part inside it, and Qmax beside Qmin is a
 * meter's measuring range (label-inference.ts reads it), never a pump's maximum flow.
 */
export function namingText(text: string): string {
  const parts = text.replace(PART_FIELD, ' ');
  return /(?<![A-Za-z])Qmin(?![a-z])/i.test(parts) ? parts.replace(/(?<![A-Za-z])Qmax(?![a-z])/gi, ' ') : parts;
}
