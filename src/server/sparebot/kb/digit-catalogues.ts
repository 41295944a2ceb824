/**
 * Makers whose catalogue (order) numbers are digits alone, by the shape of their published numbering: general trade
 * knowledge, as the catalogue grammars are. A bare number of that shape on a label the maker is read from is its
 * part number, which a buyer searches by; from any other maker, digits alone stay a serial's or a date's.
 */
const DIGIT_CATALOGUES: ReadonlyMap<string, RegExp> = new Map([
  // Legrand's six-digit references ("406774" an RCBO, "412501" a contactor).
  ['Legrand', /^[0-7]\d{5}$/],
  // Phoenix Contact's seven-digit order numbers ("3044102" a terminal block, "2866763" a power supply).
  ['Phoenix Contact', /^[1-3]\d{6}$/],
  // Weidmüller's ten-digit order numbers ("1020000000", "2466850000").
  ['Weidmüller', /^[1-2]\d{9}$/],
  // Grundfos's eight-digit product numbers, printed "P/N" or alone ("99160584", "96281473").
  ['Grundfos', /^9\d{7}$/],
  // Wilo's seven-digit article numbers ("4164012", "2120644").
  ['Wilo', /^[24]\d{6}$/],
  // Fluke's installation, insulation and power testers, four digits from 15xx to 17xx ("1664" of "1664 FC", "1587", "1738").
  ['Fluke', /^1[5-7]\d{2}$/],
]);

/** Whether `token`, digits alone, has the shape of `maker`'s catalogue numbers. */
export function isDigitCatalogueNumber(token: string, maker: string | undefined): boolean {
  return maker !== undefined && (DIGIT_CATALOGUES.get(maker)?.test(token) ?? false);
}
