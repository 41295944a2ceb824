import { parseMakerRows } from '../kb-types.ts';

/**
 * Makers of M&E kit sold or found in the UK that the base lacked (second part): Asian panel parts
 * and controllers, instruments, pumps, valves and plumbing, HVAC and refrigeration parts, tools,
 * fixings, compressed air, power transmission, site equipment and lighting. They reach UK surplus
 * through contractors' leftover stock, refit strip-outs and merchants' clearance lots. Source:
 * trade knowledge of the named wholesalers' and distributors' lines (no web here); matched
 * exactly. Makers whose names are everyday words or names in the dictionary (Barksdale, Yamada,
 * Donaldson, Falk) are left out, and aliases carry no everyday word.
 */
// prettier-ignore
export const TRADE_GAP_MAKERS_2 = parseMakerRows([
  // Source: Korean, Taiwanese, Chinese and Indian pushbuttons, controllers, signal towers, soft starters and pumps of DIN-rail and panel-parts sellers.
  'Koino|Koino Electric|E|pushbuttons;pilot lights',
  'Yudian|Xiamen Yudian|C|temperature controllers',
  'Anly|Anly Electronics|C|timers;relays',
  'Camsco||E|pushbuttons;pilot lights',
  'Tayee|Tayee Electric|E|pushbuttons;switches',
  'Q-Light||C|signal towers;beacons',
  'Menics||C|signal towers;beacons',
  'Motortronics||M|soft starters',
  'Kirloskar|Kirloskar Brothers|PM|pumps;engines',
  // Source: safety and rotary switches of Italian and German panel-builders' suppliers.
  'Comepi||C|safety switches;limit switches',
  'Sontheimer||E|rotary switches;cam switches',
  // Source: pressure, humidity, level and test instruments of instrumentation distributors.
  'Kipp & Zonen|Kipp and Zonen,Kipp Zonen|I|pyranometers;solar radiation sensors',
  'SUCO|Suco Robert Scheuffele|I|pressure switches',
  'Michell Instruments||I|dew point meters;hygrometers',
  'E+E Elektronik||I|humidity sensors',
  'Milltronics|Siemens Milltronics|I|ultrasonic level meters;belt weighers',
  'Labom||I|pressure gauges;thermometers',
  'Nivelco||I|level transmitters;level switches',
  'Jola|Jola Spezialschalter|I|level switches',
  'Renishaw||I|probes;metrology',
  'Pixsys||C|temperature controllers',
  'LAE Electronic||C|refrigeration controllers',
  'Hydrotechnik||I|hydraulic test equipment',
  'Tartarini||P|gas regulators',
  'Sylvac||I|digital calipers;indicators',
  // Source: pumps, valves, pipe couplings and water conditioners of pump and plumbing merchants (PTS, Wolseley, Plumb Center).
  'Pentax Pumps|Pentax Pompe|P|pumps',
  'Smedegaard||P|circulators',
  'Debem||P|diaphragm pumps',
  'Warren Rupp|Sandpiper Pumps|P|diaphragm pumps',
  'Landia||P|mixers;chopper pumps',
  'Varley Pumps|Varley|P|pumps',
  'Selwood||P|pumps',
  'Koshin||P|engine pumps',
  'Calmag||P|water conditioners',
  'Arflu||P|ball valves',
  'Dart Valley|Dart Valley Systems|P|anti-vandal valves;shower controls',
  // Source: taps, showers, pipe, wetroom boards and underfloor heating of bathroom and plumbing merchants.
  'Schell|Schell Armaturen|P|taps;valves',
  'Intatec||P|taps',
  'Gummers|Gummers Showers|P|showers;taps',
  'Aquatherm||P|pp-r pipe',
  'Viking Johnson||P|pipe couplings;flange adaptors',
  'Straub|Straub Werke|P|pipe couplings',
  'Teekay|Teekay Couplings|P|pipe couplings',
  'Kartell UK||P|plumbing fittings',
  'Impey||P|wetroom floors',
  'Wedi||P|wetroom boards',
  'Marmox||O|insulation boards',
  'Schlüter|Schluter-Systems|O|tile trims;uncoupling membranes',
  'Magnum Heating||H|underfloor heating',
  'Wunda|Wunda Group|H|underfloor heating',
  'Robbens|Robbens Systems|H|underfloor heating',
  'Flomasta||P|plumbing fittings;valves',
  // Source: humidifiers, dehumidifiers, heaters, fans and refrigeration parts of HVAC and refrigeration wholesalers (Wolseley Climate, Beijer Ref).
  'Remko||H|heaters;air conditioners',
  'Calorex||H|pool dehumidifiers;heat pumps',
  'Seibu Giken||H|desiccant dehumidifiers',
  'JS Humidifiers|JS Air|H|humidifiers',
  'Defensor||H|humidifiers',
  'Vapac||H|humidifiers',
  'Draabe||H|humidifiers',
  'Fisair||H|dehumidifiers;humidifiers',
  'Thermobile||H|space heaters',
  'Pluggit||H|mvhr units',
  'Rega Ventilation||H|fans',
  'Elicent||H|extract fans',
  'Halifax Fan||H|industrial fans',
  'Torin-Sifan|Torin,Sifan|H|fans;blowers',
  'Howden||H|fans;compressors',
  'Zibro||H|heaters;air conditioners',
  'Qlima||H|heaters;air conditioners',
  'Airius||H|destratification fans',
  'Reversomatic||H|extract fans',
  'Aspera||H|compressors',
  'Sanhua||H|expansion valves;reversing valves',
  'Fischbach||H|fans',
  // Source: blades, bits, staplers, abrasives and hand and power tools of tool merchants (Toolstation, Screwfix, ITS).
  'Marcrist||T|diamond blades;core drills',
  'Diager||T|drill bits',
  'Leitz||T|cutting tools',
  'Protool||T|power tools',
  'Haubold||T|staplers',
  'Prebena||T|nailers;staplers',
  'Tormek||T|sharpening systems',
  'Thor Hammer||T|hammers',
  'Rhodius||T|abrasives',
  'Oakey||T|abrasives',
  'Hermes Abrasives|Hermes Schleifmittel|T|abrasives',
  'Alpen||T|drill bits',
  // Source: anchors and fixings of fixings distributors and builders' merchants.
  'Celo|Celo Fixings|F|anchors',
  'Peikko||F|connections;anchoring',
  'Leviat||F|anchors;connections',
  'Halfen||F|anchor channels',
  'Fixdex||F|anchors',
  'Sormat||F|anchors',
  'Tox-Dübel|Tox-Duebel|F|plugs;anchors',
  'Bossong||F|anchors;chemical anchors',
  'Friulsider||F|anchors',
  // Source: pneumatic couplings, compressors and air treatment of compressed-air suppliers.
  'Nitto Kohki||M|couplings;air tools',
  'Rectus||M|quick couplings',
  'Rotair||T|air compressors',
  'Jorc||M|condensate drains',
  'Friulair||M|dryers',
  'Mikropor||M|air filters;dryers',
  // Source: hydraulics, power transmission, standard parts and motors of bearing and transmission distributors (Brammer, ERIKS, BSC).
  'Dowty||O|seals;hydraulics',
  'Walvoil||M|hydraulic valves',
  'Bondioli & Pavesi|Bondioli e Pavesi|M|pto shafts;hydraulic pumps',
  'Intralox||O|conveyor belts',
  'Ewellix||M|linear actuators',
  'Ganter|Ganter Griff|F|standard parts',
  'Kipp|Heinrich Kipp|F|clamping levers;standard parts',
  'Destaco||T|toggle clamps',
  'Cemp||M|atex motors',
  'Vemat||M|motors',
  'Sprint Electric||M|dc drives',
  'McLennan|McLennan Servo|M|stepper motors;servo motors',
  // Source: lifting, access, site and hand tools and small engines of plant-hire and site-equipment suppliers.
  'Camlok||T|lifting clamps',
  'Haacon||T|jacks;winches',
  'Bluelift||T|jacks',
  'Bailey Ladders||T|ladders',
  'Ramsay Ladders||T|ladders',
  'Hydrostress|Tyrolit Hydrostress|T|wall saws;core drills',
  'Silverstorm||T|power tools',
  'USAG||T|hand tools',
  'Unior||T|hand tools',
  'Heyco||T|hand tools',
  'Torqueleader||T|torque wrenches',
  'Lifan||M|engines',
  'Sincro||M|alternators',
  // Source: luminaires, lamps and lighting controls of lighting wholesalers and specifiers' catalogues.
  'Hacel||L|luminaires',
  'Fitzgerald Lighting||L|luminaires',
  'Diall||E|electrical accessories;lighting',
  'Mode Lighting||CL|lighting control',
  'Marlin Lighting||L|luminaires',
  'Wila|Wila Lighting|L|luminaires',
  'Bega||L|outdoor luminaires',
  'Disano||L|luminaires',
  '3F Filippi|3F Filippi Spa|L|luminaires',
  'Linea Light||L|luminaires',
  'Simes||L|outdoor luminaires',
  'Ligman||L|outdoor luminaires',
  'WE-EF|WE-EF Lighting|L|outdoor luminaires',
  'Abacus Lighting||L|columns;floodlights',
  'Lumascape||L|outdoor luminaires',
  'John Cullen||L|luminaires',
  'Mr Resistor||L|luminaires',
  'Luxonic||L|emergency lighting',
  'Ushio||L|lamps',
  // Source: refrigerant cylinders of the refrigeration wholesalers, water treatment of the plumbers' merchants, and the
  // door-entry panels of East European housing stock that reach UK surplus with imported lots.
  'Tazzetti|Tazzetti SpA|H|refrigerant gases',
  'Biocat|Watercryst Biocat|P|limescale prevention units',
  'Cyfral|Cyfral Intercom|C|door entry systems',
  // Pumps, pressure tanks and pump control boxes of a Mexican line, in imported plant.
  'Aqua Pak|AquaPak|P|pumps;pressure tanks;pump control boxes',
  // Livestock-house climate computers and feed weighing (Netherlands), and the soft-serve and frozen-drink machines of
  // catering clearances (Taylor Company, whose name on the machine is the maker's).
  'Fancom|Fancom BV|C|climate controllers;feed weighing systems',
  'Taylor|Taylor Company,Taylor Freezer|O|soft-serve machines;frozen beverage machines',
  // Gauges and sensors: SUKU's pressure gauges (Germany), DIGITEN's flow sensors and thermostats (maker-electronics shops).
  'SUKU|SUKU Druck- und Temperaturmesstechnik|I|pressure gauges;thermometers',
  'DIGITEN|Digiten|I|flow sensors;thermostats',
  // School and college laboratory supplies (UK); UltraFire's 18650 cells and torches, sold loose and in hobby kits, and
  // the foam and powder extinguishers of the Indian maker of the same name (its cells are the likelier in UK surplus).
  'EduScience UK|EduScience|I|bench power supplies;laboratory equipment',
  'UltraFire|Ultra Fire|ES|batteries;torches;fire extinguishers',
  // American workshop lines in imported tool lots, and Indian house wire in export stock.
  'Chicago Electric|Chicago Electric Welding,Chicago Electric Power Tools|T|welders;plasma cutters;power tools',
  'RR Kabel|RR Kabel Ltd|W|house wire;cables',
  // Venue and rental stock: QSC's powered loudspeakers and amplifiers (US, sold through UK pro-audio dealers); and the
  // Chinese AC servo motors and drives sold as Powmax in automation spares lots (a name one letter from Hypertherm's
  // Powermax range, which it is not).
  'QSC|QSC Audio|O|loudspeakers;amplifiers',
  'RCF|RCF Audio|O|loudspeakers;amplifiers',
  // Germany's Seuffer, which makes the control modules of BSH's (Bosch, Siemens, Neff) appliances and sensors.
  'Seuffer|Seuffer GmbH|E|electronic modules;sensors',
  // Australia's electronics retailer, whose own-brand bench supplies and meters (and its DSE initials) are in UK lots too.
  'Dick Smith Electronics|Dick Smith|E|bench power supplies;multimeters',
  'Powmax|Powmax Servo|M|servo motors;servo drives',
  // Makers whose names are printed on stock in UK surplus lots but were missing: Japan's stepper and servo motors
  // (Tamagawa Seiki), China's hub servo motors (ZLTECH), fans (Y.S. Tech), Italy's refrigeration controllers (Coel) and
  // pressure gauges (Fimet), Germany's lab transformers (Thalheimer) and marine water heaters (Elgena), and the
  // multimeters and power tools of online sellers (RichMeters, Seekone, Hoyoma).
  'Tamagawa Seiki|Tamagawa|M|encoders;stepper motors',
  'ZLTECH|Zhongling Technology|M|hub servo motors;servo drives',
  'Y.S. Tech|YS Tech|H|fans',
  'Coel||C|temperature controllers',
  'Fimet||I|pressure gauges',
  'Thalheimer|Thalheimer Transformatorenwerke|E|transformers',
  'Elgena||P|water heaters',
  'RichMeters||I|multimeters',
  'Seekone||T|heat guns;power tools',
  'Hoyoma||T|power tools',
  // Step-up and step-down voltage converters sold to travellers and workshops (Simran), and North American HVAC
  // controls, surge protectors and fan timers (ICM Controls, which prints its ICM numbers).
  'Simran||E|voltage converters;transformers',
  'ICM Controls|ICM|C|HVAC controls;surge protectors',
  // South America's electric showers (Lorenzetti) and electricity meters (Nansen), found on plates in surplus lots.
  'Lorenzetti||P|electric showers;water heaters',
  'Nansen|Nansen Instrumentos|E|electricity meters',
  // Britain's Ferranti (meters, instruments and control gear of Moston, Manchester, long in surplus lots).
  'Ferranti|Ferranti Ltd|EI|control gear;instruments',
  // Test and bench kit UK engineers buy from distributors: Farnell's own brand (Multicomp Pro), bench supplies (Power
  // Designs), stud finders (Zircon); industrial power supplies (Advanced Energy), off-grid charge controllers (Blue Sky
  // Energy), robot servos (Robotis), AV network switches (Luminex), coffee-machine control boxes (Gicar) and 3D printers'
  // stepper motors (LDO). Not Atten, whose name is every scope's attenuator knob, nor TekPower, one letter from
  // "I.T.E. POWER" as OCR reads it.
  'Multicomp Pro|Multicomp|I|multimeters;test instruments',
  'Power Designs|Power Designs Inc|I|bench power supplies',
  'Zircon|Zircon Corporation|T|stud finders',
  'Advanced Energy|Advanced Energy Industries|E|power supplies',
  'Blue Sky Energy||E|solar charge controllers',
  'Robotis||M|servo motors',
  'Luminex|Luminex Network Intelligence|C|network switches',
  'Gicar||C|control boxes;controllers',
  'LDO Motors|LDO|M|stepper motors',
  // Mexico's IUSA (meter sockets, breakers, wire: no one product) and Spain's Solera (wiring accessories, enclosures).
  'IUSA||E|electrical fittings',
  'Solera|Solera Electrical|E|wiring accessories;enclosures',
  // Latin America's tool and electrical makers: Brazil's Tramontina (miniature breakers, sockets and switches beside its
  // hand tools) and Mexico's Truper (hand and power tools).
  'Tramontina|Tramontina Eletrik|E|circuit breakers;wiring accessories;hand tools',
  'Truper|Truper Herramientas|T|hand tools;power tools',
  // Argentina's Sica (miniature breakers, RCDs, switches and sockets) and Conextube (PVC conduit and its Conexbox boxes).
  'Sica|Sica Limit|E|circuit breakers;wiring accessories',
  'Conextube|Conexbox|W|conduit;junction boxes',
  // China's TOTAL (Total Tools Co.): hand and power tools, compressors and generators; by its two words only, as "total"
  // alone is an everyday word.
  'Total Tools|Total Tools Co|T|hand tools;power tools;air compressors',
]);
