/**
 * German (and Dutch) compound nouns end in the thing they name: a "Fernleitungspumpe" is a pump,
 * an "Umwälzpumpe" a pump, a "Deckenleuchte" a luminaire, a "Stellantrieb" an actuator. A label
 * word that ends in one of these heads, three letters or more longer than it, names that product.
 * The heads are the nouns themselves (umlauts as OCR reads them, without the dots); the types are
 * kb/product-types.ts ids.
 */
// prettier-ignore
const HEADS: readonly (readonly [head: string, type: string])[] = [
  ['pumpe', 'pump'], ['pomp', 'pump'], ['ventilator', 'fan'], ['lufter', 'fan'], ['relais', 'relay'],
  ['netzteil', 'power-supply'], ['ladegerat', 'battery-charger'], ['motor', 'motor'], ['thermostat', 'thermostat'],
  ['transformator', 'transformer'], ['trafo', 'transformer'], ['leuchte', 'luminaire'], ['lampe', 'lamp'],
  ['ventil', 'valve'], ['klep', 'valve'], ['regler', 'controller'], ['antrieb', 'actuator'], ['umrichter', 'drive'],
  ['steckdose', 'socket'], ['sicherung', 'fuse'], ['kessel', 'boiler'], ['brenner', 'gas-burner'],
  ['kompressor', 'compressor'], ['zange', 'pliers'], ['bohrer', 'drill-bit'], ['kabel', 'cable'],
];

const MIN_EXTRA = 3;

/**
 * The product types the label's compound words end in, each once. `known` holds the one-word
 * product keywords: a compound ending in a longer one is that one's ("Wärmepumpe" is a heat pump's
 * own word, not a pump), and is matched as a keyword already.
 */
export function compoundHeadTypes(text: string, known: ReadonlySet<string>): string[] {
  const types = new Set<string>();
  // Umlauts written out (WAERMEPUMPE, LUEFTER) are read as the plain vowel, as the keywords are written.
  const words = (text.toLowerCase().match(/[a-z]{6,}/g) ?? []).map((w) => w.replace(/([aou])e/g, '$1'));
  for (const word of words) {
    for (const [head, type] of HEADS) {
      if (word.length < head.length + MIN_EXTRA || !word.endsWith(head)) continue;
      // Any longer ending of the word that is a keyword itself (a set lookup per ending, not a scan of the keywords).
      if (Array.from({ length: word.length - head.length }, (_, i) => word.slice(i)).some((end) => known.has(end))) continue;
      types.add(type);
    }
  }
  return [...types];
}
