/**
 * SpareBot's notes to the owner (issue 31): advice about what to check before listing. They are not
 * part of an item's description: they live in a field of their own that only the owner sees, so no
 * public page, search index or sitemap shows them.
 */
export const SPAREBOT_OWNER_NOTES = {
  conditionUnchecked: 'Condition not assessed from the photo; please confirm before listing.',
  uncertain: 'Identification is uncertain; please check the details before listing.',
  unidentified: 'Add a photo of its label or nameplate, or choose its category and add the make, model and ratings before listing.',
} as const;

const NOTES: readonly string[] = Object.values(SPAREBOT_OWNER_NOTES);

/**
 * A description without SpareBot's notes, and the notes it held (in order, once each). Spaces
 * left where a note was are tidied; a description that was only notes becomes null.
 */
export function splitOwnerNotes(text: string | null | undefined): { description: string | null; notes: string[] } {
  if (!text) return { description: text ?? null, notes: [] };
  let rest = text;
  const notes: string[] = [];
  for (const note of NOTES) {
    if (!rest.includes(note)) continue;
    notes.push(note);
    rest = rest.split(note).join(' ');
  }
  if (notes.length === 0) return { description: text, notes };
  const tidied = rest
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  return { description: tidied === '' ? null : tidied, notes };
}

/** Notes kept before plus new ones, once each, one per line; null when none. */
export function mergeOwnerNotes(kept: string | null, added: readonly string[]): string | null {
  const all = [...(kept ? kept.split('\n') : []), ...added].filter((n) => n.trim() !== '');
  return all.length ? [...new Set(all)].join('\n') : null;
}
