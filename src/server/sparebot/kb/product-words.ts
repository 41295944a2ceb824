import type { ProductWord } from './product-word-rows.ts';
import { CONTROL_WORDS } from './product-words/control.ts';
import { DISTRIBUTION_WORDS } from './product-words/distribution.ts';
import { FIT_OUT_WORDS } from './product-words/fit-out.ts';
import { HVAC_WORDS } from './product-words/hvac.ts';
import { LABORATORY_WORDS } from './product-words/laboratory.ts';
import { LIGHTING_WORDS } from './product-words/lighting.ts';
import { MECHANICAL_WORDS } from './product-words/mechanical.ts';
import { PLUMBING_WORDS } from './product-words/plumbing.ts';
import { SITE_WORDS } from './product-words/site.ts';
import { SPECIALIST_WORDS } from './product-words/specialist.ts';
import { WORKSHOP_WORDS } from './product-words/workshop.ts';

export type { ProductWord };

/** The wider product-type table, all families. */
export const PRODUCT_WORDS: readonly ProductWord[] = [
  ...DISTRIBUTION_WORDS,
  ...CONTROL_WORDS,
  ...MECHANICAL_WORDS,
  ...HVAC_WORDS,
  ...PLUMBING_WORDS,
  ...LIGHTING_WORDS,
  ...SITE_WORDS,
  ...SPECIALIST_WORDS,
  ...WORKSHOP_WORDS,
  ...LABORATORY_WORDS,
  ...FIT_OUT_WORDS,
];
