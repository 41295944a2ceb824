import type { BrandEntry } from './kb-types.ts';
import { CONTROL_MAKERS } from './makers/controls.ts';
import { ELECTRICAL_MAKERS_2 } from './makers/electrical-2.ts';
import { ELECTRICAL_MAKERS } from './makers/electrical.ts';
import { ELECTRONICS_LEISURE_MAKERS } from './makers/electronics-leisure.ts';
import { HVAC_PLUMBING_MAKERS } from './makers/hvac-plumbing.ts';
import { LABORATORY_MAKERS } from './makers/laboratory.ts';
import { LIGHTING_SAFETY_TOOL_MAKERS } from './makers/lighting-safety-tools.ts';
import { MECHANICAL_MAKERS } from './makers/mechanical.ts';
import { NORTH_AMERICA_MAKERS } from './makers/north-america.ts';
import { PLUMBING_MAKERS } from './makers/plumbing-water.ts';
import { TRADE_EXTRA_MAKERS } from './makers/trade-extra.ts';
import { TRADE_GAP_MAKERS } from './makers/trade-gaps.ts';
import { TRADE_GAP_MAKERS_2 } from './makers/trade-gaps-2.ts';
import { TRADE_MORE_INDUSTRIAL_MAKERS } from './makers/trade-more-industrial.ts';
import { TRADE_MORE_PLUMBING_MAKERS } from './makers/trade-more-plumbing.ts';
import { TRADE_MORE_SAFETY_MAKERS } from './makers/trade-more-safety.ts';
import { TRADE_MORE_SITE_MAKERS } from './makers/trade-more-site.ts';
import { TRADE_MORE_MAKERS } from './makers/trade-more.ts';
import { WORKSHOP_AUTOMATION_MAKERS } from './makers/workshop-automation.ts';

/** The wider maker tables (matched exactly), all families. */
export const WIDER_MAKERS: readonly BrandEntry[] = [
  ...ELECTRICAL_MAKERS,
  ...ELECTRICAL_MAKERS_2,
  ...CONTROL_MAKERS,
  ...MECHANICAL_MAKERS,
  ...HVAC_PLUMBING_MAKERS,
  ...PLUMBING_MAKERS,
  ...LIGHTING_SAFETY_TOOL_MAKERS,
  ...TRADE_EXTRA_MAKERS,
  ...WORKSHOP_AUTOMATION_MAKERS,
  ...TRADE_MORE_MAKERS,
  ...TRADE_MORE_PLUMBING_MAKERS,
  ...TRADE_MORE_INDUSTRIAL_MAKERS,
  ...TRADE_MORE_SITE_MAKERS,
  ...TRADE_MORE_SAFETY_MAKERS,
  ...ELECTRONICS_LEISURE_MAKERS,
  ...NORTH_AMERICA_MAKERS,
  ...LABORATORY_MAKERS,
  ...TRADE_GAP_MAKERS,
  ...TRADE_GAP_MAKERS_2,
];
