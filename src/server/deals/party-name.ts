import { sellerDisplayName } from '../search/public-reads.service.ts';
import type { PartyRow } from './safety.repository.ts';

/** How one side is named to the other: the business name, else "First L." (as on public seller pages). */
export function displayNameOf(party: Pick<PartyRow, 'first_name' | 'last_name' | 'business_name' | 'account_type'> | undefined): string {
  return party ? sellerDisplayName(party) : 'SpareStock user';
}
