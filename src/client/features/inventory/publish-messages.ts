import { listMissing, type PublishRequirement } from '../../../shared/messages/publish-messages.ts';

/** The marketplace words of the inventory (issue 13): plain British English in the spec's tone. */
export const PUBLISH_UI = {
  live: 'Live',
  private: 'Private',
  /** Issue 31: its place (own or profile postcode) could not be found on the map; taken off the market. */
  needsLocation: 'needs a location',
  list: 'List on marketplace',
  withdraw: 'Withdraw',
  listSelected: (n: number) => `List on marketplace (${n})`,
  withdrawSelected: (n: number) => `Withdraw (${n})`,
  listedTitle: 'Listed on the marketplace',
  listedBody: (title: string) => `${title} is live: buyers can find it in search.`,
  notListedTitle: 'Not listed yet',
  withdrawnTitle: 'Taken off the marketplace',
  withdrawnBody: (title: string) => `${title} is private again: only you can see it.`,
  bulkListedTitle: (n: number) => (n === 1 ? '1 item is live on the marketplace' : `${n} items are live on the marketplace`),
  bulkRefusedBody: (n: number, example: string) =>
    `${n === 1 ? '1 item is' : `${n} items are`} not ready yet. Open ${n === 1 ? 'it' : 'each'} to add what is missing. ${example}`,
  bulkWithdrawnTitle: (n: number) => (n === 1 ? '1 item taken off the marketplace' : `${n} items taken off the marketplace`),
  needs: (title: string, missing: readonly PublishRequirement[]) => `${title} needs ${listMissing(missing)}.`,
  failedTitle: 'Something went wrong',
  failedBody: 'The marketplace could not be updated. Please try again.',
  views: (n: number) => (n === 1 ? '1 view' : `${n.toLocaleString('en-GB')} views`),
} as const;
