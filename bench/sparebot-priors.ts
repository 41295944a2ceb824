import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import type { Database } from '../src/server/db/schema.ts';
import { createFeedbackRepository } from '../src/server/sparebot/feedback/feedback.repository.ts';
import { trainFromStore } from '../src/server/sparebot/feedback/sparebot-feedback.ts';
import { priorTokens } from '../src/server/sparebot/learning/prior-tokens.ts';
import { trainPriors, type TrainingRow } from '../src/server/sparebot/learning/priors.ts';
import { createFreshDatabase } from '../tests/api/helpers/test-server.ts';
import { heading } from './lib.ts';
import { createPicker, type Picker } from './search-random.ts';

const ROWS = 100_000;
const RUNS = 3;
const INSERT_BATCH = 1000;

/** Made-up makers (none of the knowledge base's), each with a code family and the category users keep. */
const MAKERS = Array.from({ length: 60 }, (_, i) => ({
  name: `Maker${String.fromCharCode(65 + (i % 26))}${i}`,
  prefix: `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}`,
  category: ['Electrical Components', 'Control Systems', 'Lighting', 'HVAC Equipment', 'Plumbing Supplies', 'Motors & Drives'][i % 6]!,
}));
const WORDS = [
  'CONTACTOR',
  'BREAKER',
  'PANEL',
  'DRIVER',
  'VALVE',
  'PUMP',
  'MOTOR',
  'RELAY',
  'SENSOR',
  'FITTING',
  'METER',
  'ISOLATOR',
  'CABLE',
  'GLAND',
];

/** One saved item's OCR text: maker (sometimes), a catalogue number of its family, words, ratings, a serial. */
function syntheticText(pick: Picker, maker: (typeof MAKERS)[number]): string {
  const code = `${maker.prefix}${pick.int(1, 9)}${pick.int(10, 99)}-${pick.int(0, 9)}${pick.one(['A', 'B', 'K'])}${pick.int(10, 99)}`;
  const words = Array.from({ length: pick.int(1, 4) }, () => pick.one(WORDS));
  const ratings = `${pick.one([230, 400, 24, 110])}V ${pick.int(1, 125)}A IP${pick.int(20, 68)}`;
  return [pick.chance(0.6) ? maker.name : '', code, ...words, ratings, `S/N ${pick.int(100000, 9999999)}`].join('\n');
}

/**
 * Retraining SpareBot's learned priors (issue 17: "seconds for 100,000 saved items"): 100,000
 * synthetic feedback rows in the database (SQLite in a temp folder, or PostgreSQL with
 * BENCH_DATABASE_URL), then the retraining the server runs after saves (every row read page by
 * page and counted) timed RUNS times, and the counting alone from memory.
 */
export async function benchSparebotPriors(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-'));
  const database = await createFreshDatabase({
    dataDir,
    adminUrl: process.env.BENCH_DATABASE_URL,
    namePrefix: 'sparestock_bench',
    sqliteFile: 'sparestock.db',
  });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  const { db, dialect } = openDatabase(config.database);
  heading(`sparebot-priors (${dialect}): retraining learned priors from ${ROWS.toLocaleString('en-GB')} saved items`);
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
    const owner = await seedOwner(db);
    const pick = createPicker(17);
    const rows: TrainingRow[] = [];
    let started = performance.now();
    for (let start = 0; start < ROWS; start += INSERT_BATCH) {
      const now = new Date().toISOString();
      const batch = Array.from({ length: Math.min(INSERT_BATCH, ROWS - start) }, () => {
        const maker = pick.one(MAKERS);
        const row: TrainingRow = { tokens: priorTokens(syntheticText(pick, maker)).join(' '), category: maker.category, brand: maker.name };
        rows.push(row);
        const fields = JSON.stringify({
          title: 'x',
          category: maker.category,
          brand: maker.name,
          condition: 'Good',
          price: 10,
          retailPrice: 20,
          specs: null,
        });
        return {
          owner_id: owner,
          listing_id: null,
          photo_id: null,
          analysis_id: null,
          provider: 'local',
          sparebot_version: 2,
          suggested: fields,
          kept: fields,
          ocr_tokens: row.tokens,
          kept_category: row.category,
          kept_brand: row.brand,
          created_at: now,
          updated_at: now,
        };
      });
      await db.insertInto('sparebot_feedback').values(batch).execute();
    }
    console.log(`seeded ${ROWS.toLocaleString('en-GB')} feedback rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const repo = createFeedbackRepository(db);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let rowsRead = 0;
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      const cpu = process.cpuUsage();
      const priors = await trainFromStore(repo);
      times.push(performance.now() - started);
      cpuTimes.push(cpuMs(cpu));
      rowsRead = priors.rows;
    }
    const median = (list: number[]) => ([...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0) / 1000;
    console.log(
      `retraining from the database (read page by page + count), ${rowsRead.toLocaleString('en-GB')} rows: median ${median(times).toFixed(2)} s wall, ` +
        `${median(cpuTimes).toFixed(2)} s CPU (runs ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s)`,
    );
    started = performance.now();
    const cpu = process.cpuUsage();
    trainPriors(rows);
    console.log(
      `counting alone (rows in memory): ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${(cpuMs(cpu) / 1000).toFixed(2)} s CPU; RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
    );
  } finally {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedOwner(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  const [row] = await db
    .insertInto('users')
    .values({
      email: `priors.${Date.now()}@bench.example.co.uk`,
      password_hash: 'not-a-hash',
      first_name: 'Bench',
      last_name: 'Owner',
      business_name: null,
      account_type: 'business',
      postcode: 'B1 1AA',
      is_email_verified: 1,
      is_profile_complete: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .execute();
  return Number(row!.id);
}
