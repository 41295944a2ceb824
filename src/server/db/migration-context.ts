import type { ColumnDefinitionBuilder } from 'kysely';

/** What a migration needs to know about the dialect it runs on (given by migrate.ts; a file of its own so that migrations never import the list of migrations). */
export interface MigrationContext {
  idColumn: { type: 'integer' | 'serial'; build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
}
