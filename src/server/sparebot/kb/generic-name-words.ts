/** English word endings left alone when OCR cut a word or the segmenter split one ("IRRIGA-TION CONTROLLER"): no name. */
export const WORD_ENDINGS: readonly string[] = ['tion', 'sion', 'ment', 'ness', 'ance', 'ence', 'able', 'ible', 'ture'];

/**
 * Trade words that sit inside makers' names ("MK Electric", "Pilz Safety", "Grant Heating") and
 * the warning words printed beside them, and the endings of cut words: never matched to a maker fuzzily on their own.
 */
// prettier-ignore
export const GENERIC_NAME_WORDS: readonly string[] = [
  ...WORD_ENDINGS,
  'electric', 'electrical', 'electronic', 'electronics', 'controls', 'control', 'lighting', 'heating', 'pumps', 'cables', 'cable', 'energy', 'power', 'systems', 'solar', 'industrial', 'international', 'motors', 'drives', 'meters', 'metering', 'fans', 'valves', 'safety', 'switchgear', 'tools', 'water', 'renewables', 'caution', 'warning', 'danger', 'important', 'isolator', 'generator', 'elite', 'premier',
];
