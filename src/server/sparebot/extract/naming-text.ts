const PART_FIELD =
  /^\s*(?:(?:circulating|circulator|fan|blower|compressor|condenser|evaporator)\s)?(?:pump|motor|compressor|fan|controller|heater|element)s?(?:\s?\/\s?[^:\n]{3,30})?\s?:/gim;

/** The largest fuse or breaker an appliance may be protected by ("Maximum Fuse or Circuit Breaker Size 15"). */
const LARGEST_PROTECTION = /(?:fuse|over\s?current)\s?(?:or|\/)\s?(?:circuit\s?)?breaker/gi;

/** What the item does without ("NO RAIN SENSOR REQUIRED!", "no tools needed"): a selling point, never the product. */
const NOT_NEEDED = /(?<![A-Za-z])no\s[A-Za-z\s-]{3,30}?(?:required|needed)[!Il]?(?![A-Za-z])/gi;

/**
 * An enclosure rating, its type's number after the word ("CSA Enclosure 2", "ENCLOSURE TYPE 3R", "Enclosure: Type 1"),
 * its TYPE read short and run on, the number lost ("ENCLOSURETPEX" of ENCLOSURE TYPE 4X).
 */
const ENCLOSURE_RATING = /(?<![A-Za-z])enclosure\s?:?\s?(?:t[yv]?pe\s?\d{0,2}[A-Z]?|\d{1,2}[A-Z]?)(?![A-Za-z0-9])/gi;

/** A tester's warning about what it tests ("Discharge Capacitor Before Test" on an LCR meter): no capacitor. */
const TESTED_PART = /(?<![A-Za-z])discharge\s(?:all\s)?capacitors?\s(?:before|prior\sto)\s(?:test(?:ing)?|measur\w*)(?![A-Za-z])/gi;

/**
 * The label's text as it names the item: a part's field label opening a line ("Circulating pump: 120 V 1/6 HP",
 * "Fan motor: 0.75 HP" on a boiler's or a condenser's plate) names a part inside it, an appliance's largest
 * protective device names no breaker, nor what it needs no more of ("no rain sensor required") a sensor, nor the
 * enclosure rating an appliance's plate states ("CSA Enclosure 2" on a pump) an enclosure, nor a tester's warning the
 * part it tests (TESTED_PART), and Qmax
 * beside Qmin is a meter's measuring range (label-inference.ts reads it), never a pump's maximum flow.
 */
export function namingText(text: string): string {
  const parts = text
    .replace(PART_FIELD, ' ')
    .replace(LARGEST_PROTECTION, ' ')
    .replace(NOT_NEEDED, ' ')
    .replace(ENCLOSURE_RATING, ' ')
    .replace(TESTED_PART, ' ');
  return /(?<![A-Za-z])Qmin(?![a-z])/i.test(parts) ? parts.replace(/(?<![A-Za-z])Qmax(?![a-z])/gi, ' ') : parts;
}
