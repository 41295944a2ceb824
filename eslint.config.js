import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

/**
 * Each feature's public files: what another feature may import from it (globs, relative to the
 * feature's folder). Everything else in a feature folder is its own business. A feature folder
 * not listed here has no public file: no other feature may import it at all. Extend as features
 * grow, e.g. `search: ['search.repository.ts']`.
 */
const SERVER_PUBLIC_FILES = {
  // The account feature (export, deletion) checks the password, logs and mails as auth does.
  auth: [
    'require-user.ts',
    'auth-context.ts',
    'auth.routes.ts',
    'current-password.ts',
    'auth-events.ts',
    'account-emails.ts',
    'session-tokens.ts',
    'deleted-users.ts',
    'users.repository.ts',
  ],
  // The job queue's interface and its two implementations (in process | BullMQ), for the features whose work runs as jobs.
  jobs: ['job-queue.ts', 'in-process-queue.ts', 'bullmq-queue.ts', 'bullmq-consumer.ts', 'wake-signals.ts'],
  // Backups read and restore photos through the storage the config picks (create-image-storage.ts).
  images: [
    'image-pipeline.ts',
    'image-processor.ts',
    'image-storage.ts',
    'image-limits.ts',
    'storage-errors.ts',
    'storage-sweep.ts',
    'images.routes.ts',
    'create-image-storage.ts',
    // Caches of answers holding the owner's signed photo URLs are good for one signing window.
    'photo-url-signing.ts',
  ],
  // Listings is the one owner of the listings table (docs/architecture.md): the others read and move
  // listings only through these. The data export writes the inventory CSV as the inventory export does.
  listings: [
    'listings.routes.ts',
    'listings.repository.ts',
    'public-listing.ts',
    'listings.export.ts',
    'listing-rules.ts',
    'listing-stock.repository.ts',
    'listing-matching.repository.ts',
    'listing-admin.repository.ts',
    'public-reads.repository.ts',
    'seo.repository.ts',
    'search-sql.ts',
    'listing-watch.repository.ts',
  ],
  // Orders check blocks, ids and 403s as deals do, and move agreements and post conversation events through deals.
  deals: ['safety.repository.ts', 'deal-errors.ts', 'agreement-orders.repository.ts', 'deal-handover.ts'],
  mail: ['mail-outbox.ts', 'mail-transport.ts'],
  // The watchlist's daily email goes out at the wanted list's digest hour.
  wanted: ['wanted-digest.ts'],
  // The admin disputes queue (orders/disputes) answers non-admins as the report queue does; deals files reports
  // and account deletion hands over a deleted account's records through moderation-intake.ts.
  moderation: ['require-admin.ts', 'moderation-intake.ts'],
  // Account deletion hands a deleted account's orders to its stand-in through orders; the data export writes the
  // user's feedback (left and received) as the feedback feature shapes it; deals checks and moderation shows and removes reported feedback.
  orders: ['order-handover.ts', 'feedback/feedback-export.ts', 'feedback/feedback-moderation.ts'],
  photos: ['photos.service.ts', 'photos.routes.ts', 'photo-sweep.ts'],
  // Deals name people as public seller pages do (sellerDisplayName); wanted lists measure distance, reach and read words as search does.
  search: ['public-reads.service.ts', 'outcodes.ts', 'distance.ts', 'search-query.ts', 'reach.ts'],
  sparebot: ['sparebot-service.ts', 'sparebot.routes.ts', 'sparebot-config.ts', 'rating-reader.ts'],
};
/** The bottom of the server: imports no feature, and nothing of app.ts or main.ts. */
const SERVER_BOTTOM = ['config.ts', 'sparebot-config.ts', 'storage-config.ts', 'scale-config.ts', 'limits-config.ts', 'http', 'db', 'lib'];
/** A client feature's public files are its pages (what app/ routes to). */
const CLIENT_PUBLIC_FILES = { '*': ['*-page.tsx'] };
/** What the server's bottom may read of src/shared/schemas: the schemas of no one feature. */
const GENERIC_SHARED_SCHEMAS = ['api-components.ts', 'api-error.ts', 'text.ts'];

const folders = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per feature: the other features may import only its public files. (The rule takes
 * exceptions as globs only when `from` is a glob, and as relative paths otherwise.)
 */
function featureZones(dir, publicFiles, skip = []) {
  const features = folders(dir).filter((name) => !skip.includes(name));
  return features.map((feature) => {
    const publicList = publicFiles[feature] ?? publicFiles['*'] ?? [];
    const globs = publicList.some((name) => name.includes('*'));
    return {
      target: features.filter((other) => other !== feature).map((other) => `${dir}/${other}`),
      from: globs ? `${ROOT}/${dir}/${feature}/**` : `${dir}/${feature}`,
      except: publicList.map((name) => (globs ? `${ROOT}/${dir}/${feature}/${name}` : `./${name}`)),
      message: `Import another feature only through its public files (${dir}/${feature}: ${publicList.join(', ') || 'none'}; see eslint.config.js).`,
    };
  });
}

const serverZones = [
  {
    target: SERVER_BOTTOM.map((name) => `src/server/${name}`),
    from: 'src/server',
    except: SERVER_BOTTOM.map((name) => `./${name}`),
    message: 'config, http, db and lib are the bottom of the server: they import no feature (and never app.ts).',
  },
  {
    target: SERVER_BOTTOM.map((name) => `src/server/${name}`),
    from: 'src/shared/schemas',
    except: GENERIC_SHARED_SCHEMAS.map((name) => `./${name}`),
    message: 'The bottom of the server imports no feature schema: move what it needs to a generic shared file.',
  },
  {
    target: SERVER_BOTTOM.map((name) => `src/server/${name}`),
    from: 'src/shared/messages',
    except: ['./http-messages.ts'],
    message: 'The bottom of the server imports no feature’s messages (see shared/messages/http-messages.ts).',
  },
  ...featureZones('src/server', SERVER_PUBLIC_FILES, SERVER_BOTTOM),
];

const clientZones = [
  {
    target: ['src/client/components', 'src/client/lib'],
    from: ['src/client/features', 'src/client/app'],
    message: 'components/ and lib/ are the bottom of the client: they import no feature and nothing of app/.',
  },
  { target: 'src/client/features', from: 'src/client/app', message: 'Features never import app/: app/ imports features.' },
  ...featureZones('src/client/features', CLIENT_PUBLIC_FILES),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.server.json', './tsconfig.client.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  // Import rules between folders (docs/architecture.md). Imports name their files with extensions,
  // so Node's own resolution finds them; packages are never followed (ignoreExternal).
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Which files no-cycle reads to follow imports further (the default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  { files: ['src/**/*.ts', 'src/**/*.tsx'], rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } },
  {
    files: ['src/server/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }] },
  },
  {
    files: ['src/client/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: clientZones }] },
  },
  // One direction of imports: shared <- server, shared <- client; never client <-> server.
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/client/**'], 'src/shared must not depend on server or client code.') },
  },
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', 'node:*'], 'The client must not import server or Node code.') },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**'], message: 'The server must not import client code.' },
            { group: ['**/app.ts'], message: 'Nothing imports app.ts but main.ts and tests.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/main.ts'],
    rules: { 'no-restricted-imports': restrict(['**/client/**'], 'The server must not import client code.') },
  },
  // Migrations are frozen history: kysely and the migration context type, nothing of the live code.
  {
    files: ['src/server/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|\\.\\./migration-context\\.ts$)',
              message: 'A migration imports only kysely and the MigrationContext type: copy what it needs, frozen.',
            },
            {
              regex: '^\\.\\./migrate\\.ts$',
              allowTypeImports: true,
              message: 'A migration imports only the MigrationContext type from migrate.ts.',
            },
          ],
        },
      ],
    },
  },
);
