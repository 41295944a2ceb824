import { parseMakerRows } from '../kb-types.ts';

/**
 * North American heating, plumbing, controls and plant makers, whose kit reaches UK surplus with
 * imported machinery, US-spec plant rooms and trade lots, as American wholesalers (Ferguson,
 * Grainger, Johnstone Supply) stock them. Source: trade knowledge of those brand lines (no web
 * here); matched exactly. Makers whose names are everyday words (Mars, Wayne, Packard) are left out, and
 * aliases carry no everyday word (the segmenter learns the base's words: "Japan Steel Works" would split "FANWORKS").
 */
// prettier-ignore
export const NORTH_AMERICA_MAKERS = parseMakerRows([
  // Source: furnace, air-handler and boiler controls of Johnstone Supply's and Grainger's lines.
  'White-Rodgers|White Rodgers,Emerson White-Rodgers|CH|gas valves;thermostats;furnace controls',
  'Robertshaw|Robertshaw Controls|C|gas valves;thermostats',
  'American Meter|American Meter Company|P|gas meters;gas regulators',
  'Products Unlimited|PUI|E|control transformers;contactors',
  'Fasco||M|blower motors;inducer motors',
  'Beckett|R.W. Beckett|H|oil burners',
  'Aprilaire||H|humidifiers;air cleaners',
  // Source: American furnaces, air conditioners and boilers.
  'Amana|Amana HVAC|H|air conditioners;furnaces',
  'Goodman|Goodman Manufacturing|H|air conditioners;furnaces',
  'Ruud|Ruud Manufacturing|HP|air conditioners;water heaters',
  'Bryant|Bryant Heating|H|furnaces;air conditioners',
  'Nordyne|Nortek Global HVAC|H|furnaces;air conditioners',
  'Weil-McLain|Weil McLain|H|boilers',
  'Burnham|Burnham Boilers|H|boilers',
  'Slant/Fin|Slant Fin|H|boilers;baseboard heaters',
  'Laars|Laars Heating|H|boilers;pool heaters',
  'Raypak|Raypak Inc|H|boilers;pool heaters',
  'Mr. Heater|Mr Heater|H|propane heaters',
  'Remington|Remington Heaters|H|propane heaters;kerosene heaters',
  // Source: American water heaters, pumps and water treatment.
  'State Water Heaters|State Industries|P|water heaters',
  'Taco|Taco Comfort Solutions|HP|circulators;zone valves',
  'Bell & Gossett|Bell and Gossett,B&G|HP|circulators;pumps',
  'Zoeller|Zoeller Pump|P|sump pumps;sewage pumps',
  'Liberty Pumps|Liberty Pump|P|sump pumps;sewage pumps',
  'Little Giant||P|sump pumps;condensate pumps',
  'Goulds|Goulds Pumps|P|pumps',
  'Flotec|Flotec Pumps|P|pumps',
  'Sta-Rite|StaRite|P|pumps;pool equipment',
  'Jandy||P|pool equipment',
  'Fleck|Fleck Controls|P|softener control valves',
  'Milone Technologies|Milone|C|liquid level sensors',
  // Source: American fuses, EV chargers, outdoor lighting and ductless air conditioners of contractors' job lists.
  'Edison|Edison Fuses|E|fuses',
  'Enel X|Enel X Way,JuiceBox|E|EV chargers',
  'RAB Lighting|RAB|L|floodlights;wall packs',
  'Senville|Senville Aura|H|ductless air conditioners',
  // Source: American wiring devices, fans and instruments.
  'Leviton|Leviton Manufacturing|E|wiring devices;switches',
  'Intermatic|Intermatic Inc|C|time switches;pool controls;valve actuators',
  'NuTone|Broan-NuTone|H|extract fans',
  'VDO||I|gauges;senders',
  'Faria|Faria Instruments|I|gauges',
  // Source: American building wire (THHN, NM-B, MC cable) of Home Depot's and Graybar's cable aisles.
  'Southwire|Southwire Company,Romex|W|building wire;cable',
  'Cerrowire|Cerro Wire|W|building wire',
  'Encore Wire|Encore Wire Corporation|W|building wire',
  // Source: plastics machinery in UK moulding shops.
  'JSW|Japan Steel|T|injection moulding machines',
  'Arburg|Arburg GmbH|T|injection moulding machines',
  'KraussMaffei|Krauss Maffei|T|injection moulding machines',
  'Haitian|Haitian International|T|injection moulding machines',
  // Source: American room air conditioners, compressors and the test gear of US hobby and trade catalogues.
  'Danby|Danby Products|H|room air conditioners;dehumidifiers',
  'Campbell Hausfeld|Campbell-Hausfeld|T|air compressors;air tools',
  'Cen-Tech|Centech|I|multimeters;testers',
  'Global Specialties|Global Specialties Instruments|I|bench power supplies;breadboards',
]);
