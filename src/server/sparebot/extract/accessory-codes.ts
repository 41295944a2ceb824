/**
 * Codes a label names as what the item goes with, not what it is: "USE ONLY WITH CAT NO. 700-HN125"
 * on a relay names its socket, "Sockel/Base 95.05" a Finder relay's base, "for use with" a
 * contactor's auxiliary block, "ratings apply when used with LADUL1" its add-on. Such a code is
 * kept (a buyer may search for it) but never becomes the item's model or leads its title.
 */

// "ONLY" with its L read as I or 1 ("ONIY WITH"), as OCR reads a capital L in small print.
const ONLY = String.raw`ON[LI1|]Y`;
// Cue words in English and the label languages of UK surplus (German, French, Italian, Dutch, Spanish).
const CUE = String.raw`(?:(?:FOR\s+)?USE\s+(?:${ONLY}\s+)?WITH|USED\s+WITH(?:\s+[A-Z]+(?=\s))?|${ONLY}\s+WITH|SUITABLE\s+FOR|TO\s+FIT|FITS|COMPATIBLE\s+WITH|FOR\s+SOCKET|SOCKETS?|BASES?|HOLDER|ACCESSOR(?:Y|IES)|SOCKEL|ZOCCOLO|EMBASE|VOET|ZÓCALO|ZOCALO|PASSEND\s+FÜR|A\s+UTILISER\s+AVEC|DA\s+USARE\s+CON)`;
// What may sit between the cue and its code: a catalogue label ("CAT NO.", "TYPE", "REF").
// … or its number's word alone, where the label word ended the row before ("… WITH CAT" over "NO. 700-HN125").
const LEAD = String.raw`[\s:.,#-]*(?:(?:CAT(?:ALOG(?:UE)?)?|TYPE|REF|ART|PART|P/N|MODEL)[\s.,:#]*(?:NO|NR|NUMBER)?[\s.,:#]*|(?:NO|NR)[.:#]\s*)?`;
// A code, never a rating with its unit ("SOCKET" over "13A 250V~" names no accessory "13A").
const CODE = String.raw`(?!\d+(?:[.,]\d+)?(?:A|V|W|kW|Hz|mA|VA|VAC|VDC)(?![A-Z0-9./-]))([A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*)`;
const SAME_ROW = new RegExp(String.raw`\b${CUE}${LEAD}${CODE}`, 'gi');
/** A row that ends with a cue: its code was read as the next row (OCR splits lines apart). */
const ENDS_WITH_CUE = new RegExp(String.raw`\b${CUE}${LEAD}$`, 'i');
const FIRST_CODE = new RegExp(String.raw`^${LEAD}${CODE}`, 'i');

const flat = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The codes named as accessories on these rows: flattened (lower case, letters and digits) → as read. */
export function accessoryCodes(rows: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const add = (raw: string | undefined) => {
    const value = (raw ?? '').replace(/[.,/-]+$/, '');
    if (flat(value).length >= 3 && !out.has(flat(value))) out.set(flat(value), value);
  };
  rows.forEach((row, i) => {
    SAME_ROW.lastIndex = 0;
    for (let m = SAME_ROW.exec(row); m; m = SAME_ROW.exec(row)) add(m[1]);
    const next = rows[i + 1];
    if (next !== undefined && ENDS_WITH_CUE.test(row.trim())) add(FIRST_CODE.exec(next.trim())?.[1]);
  });
  return out;
}

/** Whether a code is one of those accessories (OCR may drop or add a character at its ends). */
export function isAccessory(code: string, accessories: ReadonlyMap<string, string>): boolean {
  const key = flat(code);
  if (key.length < 3) return false;
  for (const a of accessories.keys())
    if (a === key || (a.length >= 5 && key.length >= 5 && (a.includes(key) || key.includes(a)))) return true;
  return false;
}
