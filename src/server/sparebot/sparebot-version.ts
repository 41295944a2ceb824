/**
 * SpareBot's version: part of every stored analysis's input key. Bump it whenever the knowledge
 * base, the extraction or pricing rules, the prompt or anything else that changes an answer
 * changes, so stored answers from the old logic are no longer served for new requests.
 */
export const SPAREBOT_VERSION = 194;
