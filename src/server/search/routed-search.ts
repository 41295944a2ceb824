import type { SearchRepository } from './search-repository.ts';

/**
 * Searches on the connection the request's reads go to (db/replicas/read-routing.ts): one search
 * repository per connection, each with its own facts in memory caught up from that connection,
 * so what a search counts and what its rows say come from one database state. A writer reading
 * their own writes is sent to the primary's repository; everyone else to a replica's.
 */
export function createRoutedSearch(repositories: SearchRepository[], pick: () => Promise<{ index: number }>): SearchRepository {
  if (repositories.length === 1) return repositories[0]!;
  return {
    async search(criteria) {
      const { index } = await pick();
      return repositories[index]!.search(criteria);
    },
    async warmUp(parallel) {
      await Promise.all(repositories.map((r) => r.warmUp(parallel)));
    },
  };
}
