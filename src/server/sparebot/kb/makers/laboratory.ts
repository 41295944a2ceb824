import { parseMakerRows } from '../kb-types.ts';

/**
 * Laboratory and clinical equipment makers, whose ovens, incubators, stirrers, centrifuges,
 * balances and respiratory devices reach UK surplus from lab clearances, university refits and
 * hospital disposals, as laboratory suppliers (Fisher Scientific, VWR, Scientific Laboratory
 * Supplies) list them. Source: trade knowledge of those brand lines (no web here); matched exactly.
 * Makers whose name is another maker's already in the base are left out (Binder, Grant and Hettich
 * name connectors, boilers and furniture fittings), and no alias is an everyday word
 * ("Benchmark", "Stuart" alone would name words and Stuart Turner's pumps).
 */
// prettier-ignore
export const LABORATORY_MAKERS = parseMakerRows([
  // Source: heating, cooling and mixing lines of Fisher Scientific's and VWR's catalogues.
  'Memmert|Memmert GmbH|O|ovens;incubators;water baths',
  'Heidolph|Heidolph Instruments|O|rotary evaporators;stirrers;shakers',
  'IKA|IKA-Werke|O|stirrers;hotplates;shakers',
  'Julabo||O|circulators;water baths;chillers',
  'Lauda|Lauda Dr. R. Wobser|O|circulators;water baths',
  'Nabertherm||O|furnaces;kilns',
  'Carbolite|Carbolite Gero|O|furnaces;ovens',
  'Stuart Scientific|Stuart Equipment|O|hotplates;stirrers;water baths',
  'Grant Instruments|Grant Scientific|O|water baths;data loggers',
  'Gallenkamp||O|ovens;incubators',
  'Bibby Scientific||O|hotplates;stirrers',
  'Techne||O|dri-blocks;thermal cyclers',
  'Benchmark Scientific||O|incubators;mixers;centrifuges',
  'DLAB|DLAB Scientific|O|hotplate stirrers;centrifuges;pipettes',
  'Remi|Remi Elektrotechnik|O|centrifuges;incubators;stirrers',
  'MTI Corporation|MTI Corp,MTI KJ Group,KJMTI|O|tube furnaces;glove boxes',
  'Corning Life Sciences|Corning Inc|O|hotplates;stirrers',
  'Branson|Branson Ultrasonics|O|ultrasonic cleaners',
  'Elmasonic|Elma Schmidbauer|O|ultrasonic cleaners',
  'Scientz|Ningbo Scientz|O|ultrasonic cleaners;homogenisers',
  'MJ Research||O|thermal cyclers',
  // Source: separation, containment and sterilising lines of laboratory suppliers.
  'Eppendorf||O|centrifuges;pipettes;mixers',
  'Thermo Scientific|Thermo Fisher,Thermo Fisher Scientific,Thermo Electron|O|centrifuges;incubators;freezers',
  'Beckman Coulter||O|centrifuges',
  'Labnet|Labnet International|O|centrifuges;mixers',
  'Buchi|Büchi Labortechnik|O|rotary evaporators',
  'Labconco||O|fume hoods;freeze dryers',
  'Esco Scientific|Esco Lifesciences|O|safety cabinets;incubators',
  'Priorclave||O|autoclaves',
  'Astell Scientific||O|autoclaves',
  'Tuttnauer||O|autoclaves',
  'VWR|VWR International|O|laboratory equipment',
  'Fisherbrand||O|laboratory equipment',
  // Source: analysis, weighing and vacuum lines.
  'Bio-Rad|Bio Rad,BioRad,Bio-Rad Laboratories|I|electrophoresis power supplies;thermal cyclers',
  'Jenway||I|pH meters;spectrophotometers',
  'Shimadzu||I|analysers;balances',
  'PreSens|PreSens Precision Sensing|I|oxygen sensors',
  'Precisa||I|balances',
  'Radwag||I|balances',
  'A&D Weighing|A&D Company|I|balances',
  'KNF|KNF Neuberger|P|diaphragm pumps',
  'Welch Vacuum||P|vacuum pumps',
  // Source: microscopy lines of laboratory suppliers and university clearances (lamp supplies and transformers too).
  'Nikon|Nikon Instruments|I|microscopes;microscope lamp supplies',
  'Olympus|Olympus Life Science|I|microscopes;microscope lamp supplies',
  'Carl Zeiss|Zeiss|I|microscopes',
  'Dolan-Jenner|Dolan-Jenner Industries,Dolan Jenner|L|fibre-optic illuminators',
  'Metrohm Autolab|Autolab,Metrohm|I|potentiostats;titrators',
  'CH Instruments||I|potentiostats',
  // Source: respiratory and mobility lines of NHS and community-equipment disposals.
  'ResMed|ResMed Ltd|O|CPAP devices',
  'Invacare||O|oxygen concentrators;mobility equipment',
  'Philips Respironics|Respironics|O|CPAP devices;oxygen concentrators',
  'Spacelabs|Spacelabs Healthcare,SpaceLabs Medical|S|defibrillators;patient monitors',
]);
