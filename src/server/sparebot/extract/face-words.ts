import { CIRCULATOR_CLASS, PAG_OIL } from './inline-rule.ts';

/**
 * The control words a device's own face carries, three or more of one set together (`least`): an
 * alarm keypad's, a fire panel's, a heating programmer's, a drive's terminals, an inverter's ports, a
 * consumer unit's circuit chart. One or two are any panel's. A set with `least: 1` is a mark only one
 * kind of device carries (AVO's "Avometer", a circulator's TF class, a compressor's PAG oil).
 */
// prettier-ignore
const FACE_WORDS: { type: string; weight: number; words: readonly string[]; least?: number }[] = [
  { type: 'intruder-alarm', weight: 1.4, words: ['unset', 'part set', 'full set', 'armed', 'disarm', 'chime', 'omit', 'tamper', 'panic', 'zones', 'entry', 'exit', 'stay', 'away', 'instant', 'bypass', 'arm', 'ready'] },
  // A keypad's letter groups (ABC, DEF, GHI…), as an alarm's or door entry's code keys carry them.
  { type: 'intruder-alarm', weight: 0.9, words: ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs?', 'tuv', 'wxyz?'], least: 4 },
  { type: 'fire-alarm', weight: 1.4, words: ['fire', 'evacuate', 'silence', 'sounders', 'silence buzzer', 'disablement', 'fault', 'supply fault', 'system fault', 'test mode', 'delays'] },
  // A drive's control terminals (Huanyang's FOR/REV/SPH/DCM, Delta's MI1/AVI/ACI/DCM, ABB's DI1/AI1/AO1):
  // four or more together are a drive's terminal strip, and "DRV" beside them is a drive, not a valve.
  { type: 'drive', weight: 1.4, words: ['dcm', 'acm', 'sph', 'spm', 'spl', 'avi', 'aci', 'afm', 'fwd', 'rev', 'rst', 'mi1', 'mi2', 'mi3', 'mcm', 'mo1', 'ai1', 'ao1', 'di1', 'di2'], least: 4 },
  // A drive's keypad display: what it shows of the motor it runs (armature and field for a DC drive), its local/remote
  // key; three or more together ("Motor current in A" is no motor's plate).
  { type: 'drive', weight: 1.4, words: ['loc ?/ ?rem', 'armature voltage', 'field current', 'motor current', 'mains voltage', 'dc ?bus voltage', 'output frequency', 'motor speed'] },
  // A MIG or multi-process welder's process selector: its processes and wires (flux cored, MIG steel, stainless, aluminium,
  // TIG lift-arc, stick) and its wire feed speed; four or more together (its "C25" is the shielding gas, no breaker's curve).
  { type: 'welder', weight: 1.6, words: ['flux ?cored', 'mig', 'tig', 'stick', 'mma', 'lift-?arc', 'wfs', 'wire ?feed', 'stainless', 'alumin(?:i)?um', 'spool ?gun', 'auto-?set', 'inductance'], least: 4 },
  // … and an arc welder's (MMA, stick): its process with its IGBT inverter, its arc force, hot start, anti-stick and
  // voltage reduction (VRD), and the Chinese designation of an inverter arc welder (ZX7, as in "ZX7-400"); two together
  // ("MMA … IGBT" on a Vietnamese stick welder, whose "INVERTER" is no power inverter).
  { type: 'welder', weight: 1.6, words: ['mma', 'igbt', 'arc ?force', 'hot ?start', 'anti-?stick', 'vrd', 'zx7'], least: 2 },
  // A plasma cutter's front: cutting and welding with its air setting, pressure in psi, torch and height control (THC).
  { type: 'plasma-cutter', weight: 1.4, words: ['cutting', 'welding', 'set air', 'air', 'psi', 'torch', 'thc', 'pilot arc', 'amps'], least: 4 },
  // A laser cutter's controller panel (Ruida and its like): origin, frame, pulse, Z/U axis, file and its speed and power keys.
  { type: 'controller', weight: 1.4, words: ['origin', 'frame', 'pulse', 'z/u', 'file', 'esc', 'speed', 'max', 'min', 'power', 'start', 'pause'], least: 6 },
  // A hybrid or PV inverter's connection ports: battery management, demand response, rapid shutdown, dry contacts.
  { type: 'solar-inverter', weight: 1.2, words: ['pv1', 'pv2', 'pv input', 'bat\\+', 'bms', 'drm', 'drms', 'rsd', 'dry-?1', 'dry-?2', 'g-start', 'eps', 'gen port'], least: 4 },
  // A solar panel's rating label: open-circuit voltage, short-circuit current, power and voltage at the maximum power point, cell temperature.
  { type: 'solar-panel', weight: 1.4, words: ['voc', 'isc', 'vmp', 'pmax', 'noct', 'open-?circuit voltage', 'short-?circuit current', 'mono-?si', 'poly-?si', 'cell technology', 'series fuse'] },
  // A consumer unit's circuit chart: the rooms and loads its ways feed.
  { type: 'consumer-unit', weight: 1.2, words: ['sockets', 'lights', 'lighting', 'cooker', 'shower', 'immersion', 'garage', 'upstairs', 'downstairs', 'ring main', 'kitchen', 'smoke alarms?', 'fridge', 'freezer', 'spare', 'garden', 'utility', 'loft'] },
  // … and as French and German boards' charts name them.
  { type: 'consumer-unit', weight: 1.2, words: ['lave-?linge', 's[eè]che-?linge', 'lave-?vaisselle', 'prises?', '[eé]clairage', 'chauffe-?eau', 'plaques?', 'cong[eé]lateur', 'waschmaschine', 'trockner', 'sp[uü]lmaschine', 'herd', 'steckdosen?', 'beleuchtung', 'k[uü]che', 'licht'] },
  // … and as a North American load center's directory names them (bedrooms and bathrooms by number, laundry, furnace).
  { type: 'consumer-unit', weight: 1.2, words: ['bed(?:room)? ?#?\\d?', 'bath(?:room)? ?#?\\d?', 'laundry', 'furnace', 'washer', 'dryer', 'smokes', 'fam(?:ily)? ?(?:room|rm)', 'hall ?way', 'dish ?washer', 'disposal', 'pantry', 'porch', 'basement', 'attic'] },
  // … and as Spanish, Portuguese and Italian boards' charts name them (main switch, RCD, sockets, lighting, oven, washing machine).
  { type: 'consumer-unit', weight: 1.2, words: ['llave general', 'dif', 'diferencial', 'tomas', 'enchufes', 'iluminaci[oó]n', 'alumbrado', 'cocina', 'horno', 'lavadora', 'tomadas', 'ilumina[cç][aã]o', 'chuveiro', 'luci', 'prese', 'forno', 'lavatrice', 'cucina'] },
  // A smart battery charger's mode and stage lamps (CTEK's RECOND and AGM, Victron's BULK ABS FLOAT STORAGE).
  // … and a charging converter's (Votronic's MAIN CHARGE and BATTERY FULL, a trickle stage).
  { type: 'battery-charger', weight: 1.2, words: ['recond', 'recondition', 'bulk', 'absorption', 'abs', 'float', 'storage', 'agm', 'charging', 'charged', 'desulphation', 'main ?charge', 'battery ?full', 'full ?charge', 'trickle'] },
  // A charge controller's face: its load's low-voltage disconnect and the battery types it is set for.
  { type: 'solar-charge-controller', weight: 1.2, words: ['lvd', 'lvr', 'load', 'battery status', 'battery type', 'gel', 'sealed', 'flooded', 'pv array', 'solar'] },
  // An off-grid inverter's or its UPS's display: its sine wave with the input, output, battery and load it shows.
  { type: 'power-inverter', weight: 1.2, words: ['sine-?wave', 'input', 'output', 'battery', 'load', 'bypass', 'inverter'], least: 4 },
  // A weighing scale's keys and lamps: tare, zero, stable, counting, net and gross; three or more together.
  { type: 'weighing-scale', weight: 1.2, words: ['tare', 'zero', 'stable', 'count(?:ing)?', 'func', 'net', 'gross', 'pcs', 'hold'], least: 3 },
  // An online UPS's display: its bypass (BYP), rectifier, inverter and battery paths with their input and output
  // readings (I/P, O/P); three or more together.
  { type: 'ups', weight: 1.2, words: ['byp', 'bypass', 'o/p', 'i/p', 'rect(?:ifier)?', 'inv', 'batt', 'on-?line', 'eco ?mode'], least: 3 },
  // An inverter/charger's terminals: its AC in and out, battery, and temperature and voltage sense leads.
  { type: 'inverter-charger', weight: 1.6, words: ['ac ?in(?:put)?-?\\d?', 'ac ?out(?:put)?-?\\d?', 't-?sense', 'v-?sense', 'battery', 'charger', 'aux ?\\d'], least: 4 },
  // A home-automation touch screen's pages (Vimar's, BTicino's): lights, shutters, curtains, cameras, scenes, "all off".
  { type: 'hmi', weight: 1.4, words: ['luci', 'tapparelle', 'tende', 'telecamere', 'scenari', 'spegni tutto', 'blinds', 'shutters', 'curtains', 'cameras', 'scenes', 'all off'], least: 3 },
  // A Brazilian electric shower's selector: winter, summer and off ("Inverno", "Verão", "Desliga"), all three.
  { type: 'electric-shower', weight: 1.4, words: ['inverno', 'ver[aã]o', 'desliga(?:do)?'], least: 3 },
  // A generator set's controller: its mode keys (stop, manual, auto, start, mute), status lamps and changeover (C/O).
  { type: 'generator-controller', weight: 1.4, words: ['mute', 'man(?:ual)?', 'auto', 'start', 'stop', 'running', 'alarm', 'warning', 'c ?/ ?o', 'lamp ?test'], least: 5 },
  // A pump controller's or water level controller's lamps: the pump's motor on, its dry-run trip, the tank's levels.
  { type: 'pump-controller', weight: 1.4, words: ['dry ?run(?:ning)?', 'motor ?on', 'pump ?on', 'tank ?(?:full|empty)', 'sump', 'overhead ?tank', 'water ?level', '(?:low|high) ?level', 'water'] },
  // … and a booster set's panel: its pumps' lamps (P1, P2) running, on standby or tripped, in English, Turkish, Italian and
  // Spanish ("POMPA DEVREDE", "BEKLEMEDE"); three together.
  { type: 'pump-controller', weight: 1.4, words: ['p[12]', 'pumps? ?(?:running|fault|standby)', 'pompa ?devrede', 'beklemede', 'pompa ?in ?marcia', 'bomba ?en ?marcha', '(?:high|low) ?current', 'dry ?run(?:ning)?'] },
  // A welding gas regulator's gauges: the shielding gases it is for (argon, CO2, their mix), its flow in litres a minute,
  // its gauge's standard (EN 562, ISO 2503).
  { type: 'welding-regulator', weight: 1.4, words: ['argon', 'co2', 'ar ?/ ?co2', 'mix(?:ed)? ?gas', 'l ?/ ?min', 'en ?562', 'iso ?2503'] },
  // A washing machine's programme dial and keys, in English and German: its prewash, wash, rinse and spin, its fabrics;
  // four together outweigh the drain pump its programmes name ("Abpumpen").
  { type: 'washing-machine', weight: 2.4, words: ['prewash', 'rinse', 'spin', 'cottons', 'synthetics', 'delicates', 'woollens', 'vorw[aä]sche', 'waschen', 'sp[uü]len', 'schleudern', 'buntw[aä]sche', 'pflegeleicht', 'handw[aä]sche', 'kochw[aä]sche', 'koch ?/ ?bunt', 'fein ?/ ?seide', 'abpumpen', 'nachlegen', 'antiflecken'], least: 4 },
  // A soldering or hot-air rework station's front: lead-free and ESD marks with its temperature and air settings.
  { type: 'soldering-station', weight: 1.4, words: ['lead ?free', 'esd(?: safe)?', 'temp', 'air', 'sleep', 'hot air', 'nozzle', 'iron'], least: 4 },
  // A bench power supply's knobs and lamps: coarse and fine, constant voltage and current, its protections (OVP, OCP) and
  // a twin supply's tracking of master and slave, a programmable one's V-SET and I-SET keys.
  { type: 'bench-power-supply', weight: 1.6, words: ['coarse', 'fine', 'c\\.?v\\.?', 'c\\.?c\\.?', 'current limit(?:ed)?', 'grob', 'fein', 'ovp', 'ocp', 'oxp', 'v-?set', 'i-?set', 'tracking', 'master', 'slave'] },
  // … and a digital one's display and knobs: its set point ("SET:05.00"), its constant voltage and current lamps with its
  // VOLTAGE, CURRENT and OUTPUT controls, five together (a nameplate's voltage, current and output are two or three of them).
  { type: 'bench-power-supply', weight: 1.4, words: ['set ?:', 'c\\.?v\\.?', 'c\\.?c\\.?', 'voltage', 'current', 'output'], least: 5 },
  // A DIN-rail or enclosed power supply's front: its DC OK lamp, its output trimmer (+V ADJ, Adjust) and its output's
  // terminals ("+V", "-V"); three or more together (a bench supply's knobs are its own set above).
  { type: 'power-supply', weight: 1.2, words: ['dc ?ok', '\\+?v ?adj\\.?', 'adjust', '\\+v', '-v'], least: 3 },
  // An LED driver's case: its SELV output for the LEDs, its input and output leads, its ingress rating and trimmers (Vo/Io ADJ.),
  // five or more together (a bench or DIN-rail supply has no LED and SELV marks with an IP65 case).
  { type: 'led-driver', weight: 1.2, words: ['selv', 'led', 'input', 'output', 'ip6[5-7]', 'adj\\.?'], least: 5 },
  // An operator panel's function keys (K1…K9, F1…F8) with its ESC, ENTER or LOCK key.
  { type: 'hmi', weight: 1.4, words: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'f1', 'f2', 'f3', 'f4', 'esc', 'enter', 'lock', 'menu', 'ack'], least: 5 },
  // … and a touch screen's pages as a machine builder lays them out: its main screen, the machine's modes (Auto, Manu), its
  // reset, recipe and error pages. Five together are an operator panel's screen, whatever the machine's words on it name
  // ("Filling Motor Speed" is a setting shown on it, not a motor).
  { type: 'hmi', weight: 1.4, words: ['main ?screen', 'main ?menu', 'screen', 'manu(?:al)?', 'auto', 'reset', 'recipe', 'error ?code', 'alarm ?(?:history|list|page)', 'item ?set', '(?:next|prev(?:ious)?) ?page'], least: 5 },
  // A PLC's front: its status lamps, ports (COM1, PORT1, TX1 and RX1) and I/O bus (a drive's keypad has RUN and STOP too, not CPU, DIAG or COM1).
  { type: 'plc', weight: 1.4, words: ['cpu', 'diag', '[i1l]/[o0]-?bus', 'com ?[1-3]', 'port ?[1-3]', 'tx ?[1-3]', 'rx ?[1-3]', 'link/act', 'sf', 'bf', 'maint', 'err(?:or)?', 'run', 'stop', 'i/o'], least: 4 },
  // An oscilloscope's screen and keys: channels, trigger, volts or time a division, samples a second.
  { type: 'oscilloscope', weight: 1.4, words: ['ch1', 'ch2', 'ch ?i{1,2}', 'trig', 'trigger', 'div', '[gm]sa/s', 'autoset', 'acquire', 'cursor', 'timebase', 'single', 'force', 'math', 'auto ?scale', 'run ?/ ?stop'] },
  // … and a small digital one's measurement readouts (V read as U: "Upp:", "Vmin:", "Vavr:", "Cycl:").
  { type: 'oscilloscope', weight: 1.4, words: ['[uv] ?pp ?:', '[uv] ?max ?:', '[uv] ?min ?:', '[uv] ?a[uv]r ?:', '[uv] ?rms ?:', 'cycl ?:'] },
  // … and an analogue one's knobs: volts or time a division, its beam's focus, intensity, trace rotation and positions, chopped or
  // alternate channels, a component tester.
  { type: 'oscilloscope', weight: 1.4, words: ['time/div', 'volts?/div', 'ampl/div', 'focus', 'intens\\w*', 'chop', 'alt', 'x-?y', 'illum', 'slope', 'hold ?off', 'trace ?rotation', '[xy]\\.? ?pos\\w*', 'comp\\.? ?tester'], least: 3 },
  // A function generator's waveform keys (SINE, SQUARE, RAMP, PULSE, NOISE, ARB): four together are its own, and PULSE
  // among them is no gas meter's pulse output.
  { type: 'signal-generator', weight: 1.4, words: ['sine', 'square', 'ramp', 'pulse', 'noise', 'arb', 'triangle', 'sweep', 'burst'], least: 4 },
  // A frequency counter's gate time: a mark only a counter carries.
  { type: 'frequency-counter', weight: 1.4, words: ['gate ?time'], least: 1 },
  // … and an analogue function generator's knobs: its frequency multiplier, amplitude, offset, duty, wave form, attenuator and sync output.
  { type: 'signal-generator', weight: 1.4, words: ['multiplier', 'amplitude', 'offset', 'duty', 'wave ?form', 'atten', 'sync ?out', 'vcf'], least: 4 },
  // A portable appliance tester's tests: earth continuity, insulation, polarity, leakage (never "Class II", which any appliance prints).
  { type: 'tester', weight: 1.4, words: ['earth ?contin', 'insulation', 'polarity', 'appliance', 'pat', 'leakage', 'fuse test'] },
  // A multimeter's ranges and sockets: volts and milliamperes DC or AC, an analogue meter's ohms multipliers and zero
  // adjust, a transistor socket's NPN and PNP, an unfused 10 A DC socket.
  // Its "VΩmA" socket is read with Ω as O, Q or 0 ("VOmA"), beside its COM socket and "FUSED" mark.
  { type: 'multimeter', weight: 1.4, words: ['dcv', 'acv', 'dcma', 'dca', 'aca', '0 ?adj', 'ohms? ?adj', 'x1k', 'x10k', 'x100', 'hfe', 'v ?[ωΩoq0] ?ma', 'true ?rms', 'ncv', 'npn', 'pnp', '10 ?a ?dc', 'unfused', 'v ?fused', 'fused', 'com'] },
  // … an analogue multimeter's dial: its capacitance ranges' multipliers ("pF x100", "µF x0,1") and its DC ranges marked "=" ("mA=", "V=").
  { type: 'multimeter', weight: 1.4, words: ['p ?f ?x ?[0-9]', '[uµ] ?f ?x ?[0-9]', 'ma ?=', 'v ?=', 'a ?=', 'm?v ?~'] },
  // … and "Avometer" over its dial, AVO's name for its multimeters, which is no other device's.
  { type: 'multimeter', weight: 1.4, words: ['avometer'], least: 1 },
  // … its sensitivity in ohms a volt ("20kΩ/V", "30kΩ/V-", OCR's "kn/V"): a moving-coil multimeter's alone.
  // … and its "VΩHz" input socket (Ω read as Q): no other device has one.
  { type: 'multimeter', weight: 1.2, words: ['\\d{1,3} ?k ?[nΩ] ?/ ?v', '\\d{3,5} ?[nΩ] ?/ ?v', 'v ?[ωΩq] ?/? ?hz'], least: 1 },
  // … its range marks and sockets (AC10V, V·mA, DIODE, 20A MAX) with its dial's ACV.
  { type: 'multimeter', weight: 1.2, words: ['diode', 'v ?[.·]? ?ma', 'acv', 'dcv', 'ac ?\\d{1,4} ?m?v', 'dc ?\\d{1,4} ?m?v', 'ohms?', '\\d{1,2} ?a ?max'] },
  // … and a digital meter's keys: hold the reading, its range, its peaks, relative mode (other hand-held meters share some).
  { type: 'multimeter', weight: 1.2, words: ['hold', 'range', 'max ?/ ?min', 'min ?/ ?max', 'rel', 'auto ?range', 'peak', 'backlight'] },
  // … a bench meter's input terminals: its SENSE pair for ohms measured on two or four wires ("(4 WIRE)", OCR's "4 WRE"), its
  // INPUT, and their peak rating ("1500Vpk"); a bench supply's SENSE terminals have no INPUT or wires beside them.
  { type: 'multimeter', weight: 1.2, words: ['sense', 'input', '[24] ?wi?r?e', '\\d{3,4} ?v ?pk'], least: 3 },
  // A CO2 or air quality monitor's display: its gas with its reading's keys or units (CO2 alone may be an extinguisher's or a welder's gas).
  { type: 'co2-monitor', weight: 1.2, words: ['co2', 'ppm', 'min ?/ ?max', 'tvoc', 'hcho', 'pm ?2[.,]5'], least: 2 },
  // A stage lighting desk's controls: its faders, scenes, chases and banks, with its blackout and DMX channels.
  { type: 'dmx-controller', weight: 1.2, words: ['fader', 'scenes?', 'chase', 'bank', 'black ?out', 'dmx', 'step'], least: 3 },
  // A relay's contact ratings by contact ("NO:40A/14VDC", "NC:30A/14VDC") and an automotive relay's 87a pin.
  { type: 'relay', weight: 1.2, words: ['n\\.?o\\.? ?: ?\\d{1,3}(?:\\.\\d)? ?a', 'n\\.?c\\.? ?: ?\\d{1,3}(?:\\.\\d)? ?a', '87a'], least: 2 },
  // A microswitch's three tabs numbered as they are moulded beside them: common 1, normally closed 2, normally open 3 or 4
  // ("COM1", "NC2", "NO3"; OCR reads COM1 as "COMT", and NO3 comes to the rules as "N03"). A relay numbers its contacts 11, 12, 14.
  { type: 'microswitch', weight: 1.2, words: ['com ?[1lt]', 'n\\.?c\\.? ?2', 'n\\.?[o0]\\.? ?[34]'], least: 3 },
  // A thermal camera's screen: its spot readings (Center, Max, Min, each with its value) and its emissivity ("E:0.95", "ε=0.95").
  { type: 'thermal-camera', weight: 1.4, words: ['cent(?:er|re) ?:? ?-?\\d', 'max ?: ?-?\\d', 'min ?: ?-?\\d', '(?:e|ε|emiss\\w*) ?[:=] ?0?[.,]\\d{2}'] },
  // A vehicle air conditioner's compressor: the PAG oil it is filled with (PAG 46, 100, 150), which nothing else uses; it outweighs
  // the refrigerant printed beside it, which alone would say a heat pump.
  { type: 'refrigeration-compressor', weight: 1.4, words: [PAG_OIL], least: 1 },
  // A heating circulator's temperature class on its plate (TF95, TF110: the hottest water it may pump): a circulator's alone,
  // so it outweighs the PN rating every circulator prints beside it, which alone would say a valve.
  { type: 'circulating-pump', weight: 2, words: [CIRCULATOR_CLASS], least: 1 },
  // A motor or pump starter panel's lamps and keys: its R, Y and B phase lamps (Indian and older British panels) with START, STOP and TRIP.
  { type: 'contactor-panel', weight: 1.2, words: ['r ?phase', 'y ?phase', 'b ?phase', 'start', 'stop', 'trip'], least: 5 },
  // A clamp or power-quality meter's modes: its inrush capture, amps RMS and DC, its measure and zero keys.
  { type: 'tester', weight: 1.2, words: ['inrush', 'a ?rms', 'a ?dc', 'a ?ac', 'meas(?:ure)?', 'zero'] },
  // A plug-in power meter's keys and display: its tariff's cost, the kWh and power factor, the days counted, reset and overload.
  { type: 'plug-in-power-meter', weight: 1.2, words: ['cost', 'cost ?/ ?kwh', 'price', 'overload', 'power ?fact\\.?or', 'function', 'rst', 'reset', 'day', 'up', 'down', 'kwh'], least: 4 },
  // A hot tub's topside panel or pack: its jets, blower, bubbles, heater and filter keys and lamps.
  { type: 'spa-controller', weight: 1.2, words: ['jets?\\s?[12]?', 'blower', 'bubbles?', 'heater', 'filter', 'warm'], least: 3 },
  // A control panel's hand-off-auto selector (a generator's, a pump set's, a plant room's): all three positions together.
  { type: 'controller', weight: 1.2, words: ['auto(?:matic)?', '(?:manual|hand)', 'off'] },
  // A pressure switch's scales and settings: where it cuts in and out, its differential, its range and test pressure
  // (German plates: Einschalt-, Ausschaltdruck, Bereich, Prüfdruck), in psig or bar, its reset and its contacts' "electric data".
  { type: 'pressure-switch', weight: 1.2, words: ['cu[tli] ?in', 'cu[tli] ?out', 'diff', 'differential', 'einschalt\\w*', 'ausschalt\\w*', '(?:range|bereich)', '(?:test ?press\\w*|pr[uü]fdr\\w*)', 'psig', '(?:auto|manual) ?reset', 'mwp', 'electric(?:al)? data'] },
  // An irrigation controller's dial and keys: run and start times, watering days, seasonal adjustment, stations.
  { type: 'irrigation-controller', weight: 1.4, words: ['run ?times?', 'start ?times?', 'water(?:ing)? ?days', 'seasonal ?adj\\w*', 'system ?off', 'stations?', 'rain ?sensor', 'sensor ?bypass', 'watering'] },
  // A cell charger's face and label: the chemistries it charges, its slots, its discharge and refresh programmes (a
  // tool battery's own label says Li-ion and "charge only with…": never a charger on those alone).
  { type: 'battery-charger', weight: 1.2, words: ['ni-?mh', 'ni-?cd', 'slots?', 'discharge', 'refresh', 'charge manager', 'charging'] },
  // A camper's, caravan's or boat's switch panel: the loads its keys name (pump, fridge, TV, fan, lights), four or more of them
  // together, a panel, not any one of those things (so they outweigh the light fittings and the fridge they name).
  { type: 'switch-panel', weight: 3, words: ['(?:water ?)?pump', 'refrigerator', 'fridge', 'tv', 'exhaust ?fan', 'spot ?light', 'top ?light', 'outside ?light', 'led ?strip', 'awning', 'step', 'radio', 'heater', 'cabin ?light'], least: 4 },
  // A gate or garage-door operator's control unit: its buttons (OPEN, CLOSE, STOP, SET) and terminals (photocells, flashing light, pedestrian opening, aerial),
  // as Italian boards shorten them too (CLO close, SIC safety, FCA/FCC limit switches, LAMP, AUX).
  { type: 'gate-controller', weight: 1.2, words: ['[o0]pen', 'close', 'stop', 'set', 'bluebus', 'photo(?:cells?)?', 'flash(?:ing light)?', 'ped(?:estrian)?', 'aerial', 'antenna', 'courtesy light', 'lck', 'stp', 'trg', 'safe(?:ty)? ?common', 'origin', 'clo', 'sic', 'fc[ac]', 'lamp', 'aux'], least: 4 },
  // A water softener's control head: its regeneration cycle's steps (BACKWASH, BRINE DRAW, RINSE, FILL) and its REGEN key.
  { type: 'water-softener', weight: 1.4, words: ['backwash', 'regen(?:eration)?', 'brine', 'rinse', 'draw', 'fill', 'hardness', 'salt'] },
  // A fog machine's warning never to run it dry of its fluid ("NIEMALS OHNE FLUID BETREIBEN", "never operate without fluid").
  { type: 'fog-machine', weight: 1.4, words: ['ohne (?:nebel)?fluid', 'without (?:fog |smoke )?fluid', 'sans liquide', 'senza liquido', 'zonder vloeistof', 'fog fluid', 'nebelfluid'], least: 1 },
  // A timing relay's settings: its on and off times ("T on:", "T off:"), its delays and cycles.
  { type: 'timing-relay', weight: 1.2, words: ['t\\.?\\s?on\\s?:', 't\\.?\\s?off\\s?:', 'on-?delay', 'off-?delay', 'interval', 'recycl\\w*', 'one-?shot'], least: 2 },
  // A machine tool's specification plate: a mill's table and capacities, a lathe's swing and centres.
  { type: 'milling-machine', weight: 1.4, words: ['spindle speeds?', 'spindle taper', 'table (?:effective )?size', 'table travel', 'drilling capacity', '(?:face |end )?milling capacity', 'head tilt', 'quill (?:stroke|travel)'] },
  { type: 'lathe', weight: 1.4, words: ['swing over (?:the )?(?:bed|cross ?slide|saddle)', 'between cent(?:re|er)s', 'spindle bore', 'tailstock', 'cross ?slide travel', 'spindle speeds?', 'metric threads?', 'imperial threads?'] },
  // A laboratory hotplate stirrer's two controls, heat and stir, side by side on its front.
  { type: 'hotplate-stirrer', weight: 1.4, words: ['heat(?:ing)?', 'stir(?:ring)?'], least: 2 },
  // A weather station console's keys and readings: barometer, forecast, rain by day, rate and year, wind, dew point, heat index.
  { type: 'weather-station', weight: 1.4, words: ['barometer', 'forecast', 'daily ?rain', 'rain ?(?:yr|year|day|rate)', 'wind ?(?:chill|speed|dir\\w*)?', 'dew ?point', 'heat ?i?ndex', 'humidity', 'hi ?/ ?low'] },
  // An American gas meter's index: its dials' cubic feet a revolution, corrected to 60 °F ("CU.FT. AT 60°F", "PER REV.", "TEMP. COMP.").
  { type: 'gas-meter', weight: 1.4, words: ['cu\\.? ?ft\\.?', 'cubic ?feet', 'per ?rev\\.?', 'temp\\.? ?comp\\.?'], least: 2 },
  // A livestock house's climate controller (Fancom, Stienen, Skov): its ventilation bounds, its alarms' absolute and
  // difference limits, the outside temperature it reads (fan words among them are the fans it drives, not a fan).
  { type: 'controller', weight: 1.6, words: ['min\\.? ?ventilation', 'max\\.? ?ventilation', 'start ?temp\\.?', 'outside ?temp\\w*', 'abs\\.? ?max\\.? ?alarm', 'abs\\.? ?min\\.? ?alarm', 'difference ?alarm', 'alarm ?code'] },
  // A panel-mounted temperature or process controller's face: its process and set values' displays (PV, SV or SP), its
  // alarm and output lamps (AL1, ALM, OUT1) and its auto-tune lamp (AT), four or more together.
  { type: 'temperature-controller', weight: 1.4, words: ['pv', 'sv', 'sp', 'al ?1', 'al ?2', 'al ?3', 'alm', 'at', 'out ?1', 'out ?2', 'out', 'a ?/ ?m', 'r ?/ ?s'], least: 4 },
  // A North American programmable thermostat's screen and keys: its system and fan modes, its hold and schedule keys,
  // the indoor temperature it shows; five or more together (its "Fan" key is no fan).
  { type: 'thermostat', weight: 1.4, words: ['heat ?on', 'cool ?on', 'heat', 'cool', 'auto', 'fan', 'hold', 'system', 'indoor', 'outdoor', 'setting', 'schedule', 'cancel', 'em ?heat', 'temporary', 'more'], least: 5 },
  // An air conditioner's hand-held remote: its louvre swing, powerful, economy, comfort, sleep and quiet keys; three or
  // more of these together (a thermostat's screen shares only its mode, fan and temperature words).
  { type: 'air-conditioner-remote-control', weight: 1.6, words: ['swing', 'powerful', 'econo', 'turbo', 'sleep', 'comfort', 'quiet', 'i ?feel', 'louvre', 'louver', 'jet ?cool'], least: 3 },
  // An HVAC zone control board's settings and terminals: its zones, purge and lockout, the stages and dual fuel it drives,
  // its thermostats' R and C terminals; five or more together, outweighing the "HEAT PUMP" and "FAN" it is set for.
  { type: 'zone-controller', weight: 2.4, words: ['zones?(?: ?\\d)?', 'purge', 'lockout', '2nd stage', 'dual fuel', 'gas ?/ ?elec', 'stat', 'c ?/ ?rh', 'hi temp', 'lo temp', 'fresh air', 'rvs\\.? ?vlv'], least: 5 },
  // … and as Spanish, Portuguese, Italian, French and German thermostats' screens word them: the humidity they show, their
  // modes, settings and schedule, indoor and outdoor; four or more together (their "Ventilador" is no fan).
  { type: 'thermostat', weight: 1.4, words: ['humedad', 'humidade', 'umidit[aà]', 'humidit[eé]', 'luftfeuchte', 'ventilador', 'ventilateur', 'ventola', 'modo', 'ajustes', 'configura[cç][aã]o', 'impostazioni', 'r[eé]glages', 'einstellungen', 'horario', 'hor[aá]rio', 'programa[cç][aã]o', 'programmazione', 'interiores', 'exteriores', 'interior', 'exterior', 'calefacci[oó]n', 'aquecimento', 'riscaldamento', 'chauffage', 'heizen', 'refrigeraci[oó]n', 'raffrescamento', 'k[uü]hlen'], least: 4 },
  // A battery management system's screen: charge and discharge switched on, balancing, the cells' voltages and their
  // spread ("Delta Vol"), its MOSFETs' temperature.
  { type: 'battery-management-system', weight: 1.4, words: ['charge ?: ?on', 'discharge ?: ?on', 'balance ?: ?on', 'balanc\\w*', 'cells? ?volt\\w*', 'delta ?vol\\w*', 'ave\\.? ?vol\\w*', 'mos ?: ?\\d', 'cell ?diff\\w*'], least: 3 },
  // A seven-day timer's day keys or switches (MON TUE WED…): a time switch or a programmer (irrigation, heating, lighting).
  { type: 'timer', weight: 1, words: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], least: 4 },
  // A heating programmer's keys: its boost, override and programme keys with its clock's (DAY, HR, MIN), four together.
  { type: 'thermostat', weight: 1.2, words: ['boost', 'prog', "o'?ride", 'over ?ride', 'advance', 'day', 'hr', 'min', 'ch', 'hw'], least: 4 },
  // A programmer's own words ("HEATING", "HOT WATER", "BOOST", "PROGRAM"); a boiler's own fascia carries these words too: a
  // programmer is the likelier answer, not a sure one.
  { type: 'thermostat', weight: 0.8, words: ['hot water', 'central heating', '(?<!central )heating', 'program(?:me)?', 'boost', 'advance', 'once', 'twice', 'continuous', 'extend', 'frost', 'holiday', 'set temp'] },
];
const FACE_MATCHERS = FACE_WORDS.map(({ type, weight, words, least = 3 }) => ({
  type,
  weight,
  least,
  // A space or an optional hyphen in a word matches a space, a hyphen or nothing ("Open Circuit", "open-circuit", "SeriesFuse").
  patterns: words.map((w) => new RegExp(`(?<![a-z])${w.replace(/-\?|\s/g, '[\\s-]?')}(?![a-z])`, 'i')),
}));

/** One of a device's own control words, whole ("Regen" of a softener's head, "Stir" of a stirrer's). */
export function isFaceWord(word: string): boolean {
  return FACE_MATCHERS.some(({ patterns }) => patterns.some((p) => p.exec(word)?.[0].length === word.length));
}

/** A board's circuit chart: the rooms and loads its ways feed (a consumer unit's face sets), three or more read. */
export function readsAsCircuitChart(text: string): boolean {
  return FACE_MATCHERS.some(
    ({ type, least, patterns }) => type === 'consumer-unit' && patterns.filter((p) => p.test(text)).length >= least,
  );
}

/** The device kinds whose own face words the text carries (`least` of one set together). */
export function faceInferences(text: string): { type: string; weight: number; face: true }[] {
  const out: { type: string; weight: number; face: true }[] = [];
  // A solar charge controller's stage lamps are a charger's (BULK, ABSORPTION, FLOAT): with MPPT, PWM or PV read, they are its.
  const solar = /mppt|pwm|solar|(?<![a-z])pv(?![a-z])/i.test(text);
  // Trigger, channel and run/stop keys are any bench instrument's: where another one is named (and no oscilloscope), they are its.
  const otherInstrument =
    /lcr|impedance|function\s?gen|waveform\s?gen|signal\s?gen|spectrum|network\s?analy[sz]|electronic\s?load|frequency\s?counter/i.test(
      text,
    ) && !/oscillosc|oszillosk/i.test(text);
  for (const { type, weight, least, patterns } of FACE_MATCHERS) {
    if (type === 'battery-charger' && solar) continue;
    if (type === 'oscilloscope' && otherInstrument) continue;
    if (patterns.filter((p) => p.test(text)).length >= least) out.push({ type, weight, face: true });
  }
  return out;
}
