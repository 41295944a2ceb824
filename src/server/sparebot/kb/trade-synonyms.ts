/**
 * More words that name a product type, as UK electrical, plumbing and heating wholesalers'
 * catalogues and makers' labels write them (product names, trade slang, standards a label cites,
 * a few French/German/Italian label words). Added to the keywords of kb/product-types.ts by type
 * id. General trade knowledge: nothing here comes from particular photos or evaluation labels.
 *
 * Words that name several kinds of stock on their own ("inverter", "battery", "emergency",
 * "outlet", "screw", "PIR", "main switch", "bar") are left out on purpose: they would make a
 * neighbouring sticker or a rating label decide the category.
 */
export const TRADE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Motors & drives
  motor: ['moteur', 'motore', 'drehstrommotor', 'brake motor', 'induction motor', 'squirrel cage'],
  drive: ['frequency converter', 'frequency drive', 'vvvf', 'variador', 'convertisseur de frequence', 'ac inverter'],
  'soft-starter': ['soft start', 'sanftanlasser'],
  // Protection and distribution
  mcb: ['60898', 'bs en 60898', 'din rail breaker', 'mini breaker'],
  rcbo: ['61009', 'bs en 61009', 'rcbo breaker'],
  rcd: ['61008', 'bs en 61008', 'rccd', 'fi-schutzschalter'],
  mccb: ['moulded case circuit breaker', 'molded case circuit breaker'],
  'consumer-unit': ['split load', 'dual rcd', 'high integrity', 'garage unit', '18th edition', '17th edition', 'amendment 3', 'amd3', 'distribution unit', 'way board'],
  isolator: ['rotary isolator', 'rotary switch', 'fused isolator', 'switch-disconnector', 'load break', 'changeover switch', 'change-over', 'fan isolator', 'ac isolator', 'dc isolator', '60947-3', 'lasttrennschalter', 'interrupteur-sectionneur'],
  fuse: ['hrc fuse', 'fuse holder', 'fuseholder', 'bs 88', 'bs1362', 'bs 1362', 'gg fuse'],
  socket: ['bs1363', 'bs 1363', 'single socket', 'unswitched socket', 'shaver socket', 'usb socket', 'floor box', 'commando socket', 'industrial socket', 'interlocked socket'],
  switch: ['60669', 'bs en 60669', 'rocker switch', 'pull cord', 'ceiling switch', 'retractive', 'plate switch', 'switch plate', 'light switch plate'],
  'energy-meter': ['kwh meter', 'sub meter', 'submeter', 'mid approved', 'generation meter', 'ct operated', 'total kwh', 'electricity sub'],
  'solar-inverter': ['photovoltaic', 'g98', 'g99', 'on-grid', 'off-grid', 'pv string', 'solar charge'],
  'battery-storage': ['battery pack', 'home battery', 'storage battery', 'lithium iron'],
  'ev-charger': ['charging station', 'ev charging', 'mode 3', 'tethered', 'untethered', 'wallbox charger'],
  enclosure: ['pattress', 'dry lining box', 'mounting box', 'wall box', 'switch box', 'weatherproof box', 'ip66 box', 'din rail enclosure'],
  'led-driver': ['constant voltage', 'dimmable driver', 'electronic ballast', 'ecg', 'driver module'],
  // Control gear and controls
  contactor: ['contacteur', 'contattore', 'magnetic contactor', 'modular contactor', '60947-4-1'],
  relay: ['interface relay', 'plug-in relay', 'safety relay', 'coil voltage', 'relay base'],
  timer: ['time clock', 'timeclock', '24 hour', '7 day', 'segment timer', 'digital timer', 'astronomical'],
  thermostat: ['rod thermostat', 'pipe thermostat', 'dial thermostat', 'smart thermostat', 'limit thermostat', 'overheat cut-out', 'high limit', 'thermostatic control'],
  sensor: ['occupancy sensor', 'presence detector', 'motion sensor', 'photocell', 'light sensor', 'temperature sensor', 'humidity sensor', 'co2 sensor', 'strap-on sensor', 'duct sensor', '4-20ma', '4-20 ma', 'rtd probe'],
  // Heating, ventilation and plumbing
  boiler: ['system boiler', 'heat only', 'regular boiler', 'gas safe', 'kerosene', 'lpg', 'gc number'],
  'heat-pump': ['monobloc', 'monoblock', 'scop'],
  'air-conditioner': ['vrf', 'vrv', 'multi split', 'ducted unit', 'wall mounted unit'],
  fan: ['bathroom fan', 'shower fan', 'kitchen fan', 'fan unit'],
  radiator: ['towel warmer', 'column radiator', 'designer radiator', 'double panel', 'single panel', 'compact radiator', 'radiator valve'],
  pump: ['macerator', 'shower pump', 'sump pump', 'pompe', 'bomba'],
  valve: ['ballvalve', 'stopcock', 'stop tap', 'tundish', 'tmv', 'mixing valve', 'blending valve', 'relief valve', 'safety valve', 'drain cock', 'drain off', 'wras', 'isolating valve', 'service valve'],
  'expansion-vessel': ['vessel', 'potable vessel', 'heating vessel'],
  'pipe-fitting': ['end feed', 'solder ring', 'straight connector', 'pipe clip', 'olive', 'push fit', 'pex pipe', 'barrier pipe', 'mlcp', 'copper tube'],
  // Lighting
  luminaire: ['recessed', 'gimbal', 'track light', 'wall pack', 'uplighter', 'lantern', 'street light', 'post top', 'panel light', 'ceiling light', 'oyster', 'vapour proof', 'vapour tight', 'anti-corrosion', 'non-corrosive', 'twin batten', 'led strip', 'led tape'],
  'emergency-light': ['emergency bulkhead', 'twin spot', 'emergency exit', 'escape route', 'self test', 'self-test', 'non maintained', 'emergency pack', 'emergency conversion', 'running man'],
  lamp: ['gls', 'candle lamp', 'golf ball', 'filament', 'e14', 'b15', 'g9 lamp', 'pl-c', 'pl-l', '2d lamp', 't5 tube', 'son-t', 'metal halide', 'cfl'],
  // Cables, containment and site stock
  cable: ['cat5e', 'cat 5e', 'cat6', 'cat 6', 'utp', 'coaxial', 'coax', 'rg6', 'fp200', 'fire resistant cable', 'mineral insulated', 'micc', 'pyro', 'xlpe', 'h05vv', 'h05rr', '3183y', '3093y', 'tri-rated', 'tri rated', 'arctic grade', 'data cable', 'alarm cable', 'bell wire', 'armoured cable'],
  containment: ['mini trunking', 'dado trunking', 'cable basket', 'cable cleat', 'cable management', 'cable duct', 'cable gland', 'flexible conduit'],
  'fire-alarm': ['heat alarm', 'interlinked', 'bs5839', 'bs 5839', 'en54', 'en 54', 'fire detection', 'addressable', 'sounder beacon', 'optical smoke'],
  'intruder-alarm': ['bell box', 'siren', 'door contact', 'dual tech', 'en50131', 'en 50131', 'pd6662', 'full set', 'alarm keypad'],
  fastener: ['wood screw', 'self tapping', 'self drilling', 'tek screw', 'coach bolt', 'coach screw', 'hex bolt', 'hex nut', 'nyloc', 'spring washer', 'penny washer', 'sleeve anchor', 'through bolt', 'chemical anchor', 'wall plug', 'rivet', 'bzp'],
  gauge: ['pressure gauge', 'temperature gauge', 'altitude gauge', 'tridicator', 'dial thermometer'],
};
