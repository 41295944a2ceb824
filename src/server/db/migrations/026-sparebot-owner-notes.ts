import { sql, type Kysely } from 'kysely';

/**
 * SpareBot's notes to the owner leave the description (issue 31): `listings.sparebot_notes` holds
 * them, one per line, and existing descriptions lose them, so no public page, search index or
 * sitemap shows them. The sentences are a frozen copy of shared/sparebot-notes.ts as it was then.
 */
const NOTES = [
  'Condition not assessed from the photo; please confirm before listing.',
  'Identification is uncertain; please check the details before listing.',
  'Add a photo of its label or nameplate, or choose its category and add the make, model and ratings before listing.',
];

function split(text: string): { description: string | null; notes: string[] } {
  let rest = text;
  const notes: string[] = [];
  for (const note of NOTES) {
    if (!rest.includes(note)) continue;
    notes.push(note);
    rest = rest.split(note).join(' ');
  }
  const tidied = rest
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  return { description: tidied === '' ? null : tidied, notes };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('sparebot_notes', 'text').execute();
  // Every note ends "before listing.": only those rows are read.
  const rows = await sql<{ id: number; description: string }>`
    SELECT id, description FROM listings WHERE description LIKE ${'%before listing.%'}`.execute(db);
  for (const row of rows.rows) {
    const { description, notes } = split(row.description);
    if (notes.length === 0) continue;
    await sql`UPDATE listings SET description = ${description}, sparebot_notes = ${notes.join('\n')} WHERE id = ${row.id}`.execute(db);
  }
}

/** Puts the notes back at the end of the description, as SpareBot wrote them, and drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; description: string | null; sparebot_notes: string }>`
    SELECT id, description, sparebot_notes FROM listings WHERE sparebot_notes IS NOT NULL`.execute(db);
  for (const row of rows.rows) {
    const back = [row.description, row.sparebot_notes.split('\n').join(' ')].filter(Boolean).join(' ');
    await sql`UPDATE listings SET description = ${back} WHERE id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable('listings').dropColumn('sparebot_notes').execute();
}
