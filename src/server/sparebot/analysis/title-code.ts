import type { Rating } from '../extract/rating-types.ts';
import { findProductType } from '../kb/product-types.ts';

/** A product noun's head, its last word ("bench power supply" and "DC power supply" are both supplies). */
const head = (id: string) => findProductType(id)?.noun.toLowerCase().split(' ').pop();

/**
 * The code a title names when no rule read a model: the first usable one, unless it shares its line
 * with words naming another kind of product ("10MHz FUNCTION GENERATOR HM8030-6" on the shelf under an
 * oscilloscope's own "HM303-6"); then the first printed apart from such words comes first.
 */
export function titleCodeOf(
  codes: readonly Rating[] | undefined,
  rows: readonly string[],
  typeId: string | undefined,
  typesIn: (text: string) => Iterable<string>,
  usable: (code: string) => boolean,
): string | undefined {
  const usableCodes = (codes ?? []).filter((c) => usable(c.value));
  const anotherProducts = (code: string) =>
    typeId !== undefined &&
    rows.some((row) => {
      if (!row.includes(code)) return false;
      const named = [...typesIn(row.split(code).join(' '))];
      return named.length > 0 && named.every((t) => head(t) !== head(typeId));
    });
  return (usableCodes.find((c) => !anotherProducts(c.value)) ?? usableCodes[0])?.value;
}
