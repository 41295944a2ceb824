import { expect, it } from 'vitest';
import { findBrand } from '../../../../src/server/sparebot/kb/brand-index.ts';
import { filed, line } from './label-text.ts';

/** A maker as a photo reads it: its line, another line of the label, and the maker and category that must follow. */
export type MakerCase = [read: string, other: string, brand: string, category: string];

/**
 * One test a maker: known to the base (so named with its spelling and trade even where the label is busy), and read
 * from its own line, `height` px tall, beside a line of the label's other text.
 */
export function itReadsEachMaker(makers: readonly MakerCase[], height = 20): void {
  it.each(makers)('reads %s beside %s as %s, %s', (read, other, brand, category) => {
    expect(findBrand(brand)?.name).toBe(brand);
    expect(filed(line(read, height), line(other))).toEqual({ brand, category });
  });
}
