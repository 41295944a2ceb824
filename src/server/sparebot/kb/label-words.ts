import { confusionFold } from '../extract/text-normalise.ts';

/**
 * Ordinary words of nameplates and rating labels in English, German, French, Italian, Dutch and
 * Spanish, and the commonest in Swedish, Norwegian, Danish and Polish (what a rating is called, units spelt out, boilerplate, approval marks). They name no maker: a token
 * that is one of them is never matched fuzzily to a brand one letter away (Leistung is not
 * Leuning, Tension is not Tension Control), and is never taken for a maker line.
 * General trade knowledge of how labels are written; nothing here comes from evaluation photos.
 */
// prettier-ignore
const WORDS = [
  // English
  'power', 'voltage', 'volts', 'current', 'amps', 'ampere', 'amperes', 'frequency', 'phase', 'phases', 'speed', 'weight', 'pressure', 'capacity', 'model', 'type', 'serial', 'made', 'manufactured', 'date', 'rated', 'rating', 'input', 'output', 'supply', 'class', 'insulation', 'duty', 'frame', 'ambient', 'temperature', 'protection', 'warning', 'caution', 'danger', 'approved', 'standard', 'number', 'code', 'series', 'version', 'design', 'factor', 'efficiency', 'enclosure', 'max', 'min', 'maximum', 'minimum', 'nominal', 'total', 'control', 'coil', 'contacts', 'auxiliary', 'terminal', 'terminals', 'earth', 'ground', 'neutral', 'line', 'load', 'motor', 'pump', 'valve', 'relay', 'switch', 'breaker', 'fuse', 'cable', 'meter', 'sensor', 'heater', 'fan', 'lamp', 'driver', 'inverter', 'battery', 'charger', 'module', 'unit', 'panel', 'device', 'product', 'order', 'reference', 'part', 'made in', 'china', 'germany', 'italy', 'france', 'england', 'spain', 'holland', 'netherlands', 'japan', 'taiwan', 'korea', 'india', 'turkey', 'poland', 'patent', 'patents', 'patented', 'pending', 'conforms', 'complies', 'read', 'instructions', 'before', 'installing', 'disconnect', 'isolate', 'hazardous', 'live', 'parts', 'inside', 'only', 'qualified', 'person', 'open', 'close', 'closed', 'start', 'stop', 'reset', 'test', 'trip', 'auto', 'manual', 'remote', 'local', 'alarm', 'fault', 'ready', 'run', 'running', 'enter', 'menu', 'mode', 'program', 'display', 'level', 'flow', 'head', 'litres', 'liters', 'watts', 'hertz', 'poles', 'wires', 'single', 'three', 'heavy', 'light', 'water', 'gas', 'air', 'oil', 'steel', 'copper', 'brass', 'aluminium', 'days', 'hours', 'hrs', 'mins', 'zone', 'zones', 'program', 'programme',
  // A North American plate's supply-circuit rating ("MINIMUM CIRCUIT AMPACITY"): what is rated, never the maker.
  'ampacity',
  // A heating element's sheath alloy ("INCOLOY" on an immersion heater): the material, never the maker.
  'incoloy', 'inconel', 'nichrome',
  // A surge protector's rating symbols ("Imax 40kA", "Iimp 12.5kA"): what is rated, never the maker.
  'imax', 'iimp', 'icpv',
  // A switch's legend run together ("ON/OFF" read as "ONOFF", "POWER ON" as "POWERON", a breaker's "O OFF" as "OOFF").
  'onoff', 'poweron', 'poweroff', 'ooff',
  // Hazard signs and their words (a storage cabinet's FLAMMABLE / KEEP FIRE AWAY).
  'flammable', 'inflammable', 'corrosive', 'toxic', 'explosive', 'oxidising', 'oxidizing', 'irritant', 'harmful', 'radioactive', 'biohazard',
  // A meter register's dial legend run together ("PER REV": cubic feet a turn of the dial).
  'perrev',
  // A way or a fuse left free ("SPARE" on a board's chart).
  'spare',
  // A panel's phase lamps as Indian and older British panels write them ("R PHASE" read as "RPHASE"), and a solar
  // installation's AC and DC distribution boxes ("ACDB", "DCDB").
  'rphase', 'yphase', 'bphase', 'acdb', 'dcdb',
  // A panel's incoming section ("INCOMER", "INCOMER BOX"), no maker's name inside it (Comer).
  'incomer', 'incomers',
  // A factory's inspection sticker ("QC PASS", "PASSED").
  'pass', 'passed', 'qc',
  // A board's semiconductors named beside its outputs ("TRIAC", "MOSFET", "IGBT"): what switches, not who made it.
  'triac', 'thyristor', 'mosfet', 'igbt', 'optocoupler',
  // A mark's claim beside it ("RoHS Compliant", "UL Compliant"): what it meets, not who made it.
  'compliant',
  // A display's day and date ("Sonntag 26.06.2016" on a room controller), in the label languages.
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica',
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag',
  'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo',
  // German
  // A pipe's or a cable's label on a plant: where it comes from ("Zuleitung": supply line).
  'zuleitung',
  // A meter's owner marking ("Eigent. Stadtwerke Konstanz", "Eigentum der …"): whose it is, never its maker.
  'eigent', 'eigentum',
  // A heating pipe's flow and return ("Vorlauf", "Rücklauf", "VL", "RL" on a manifold or a heat pump's connections).
  'vorlauf', 'rucklauf', 'ruecklauf',
  // A window's or a door's escape sign ("NOTAUSSTIEG", "NOTAUSGANG": emergency exit), never an emergency stop's "Not-Aus".
  'notausstieg', 'notausgang',
  // An inspection sticker's words ("UVV geprüft", "Nächste Prüfung", "Prüftermin": safety inspection, next test, test date).
  'nachste', 'naechste', 'prufung', 'pruefung', 'prufdatum', 'pruefdatum', 'pruftermin', 'prueftermin', 'uvv',
  // "Schutz" (protection, or a contactor's "Schütz" with its umlaut lost): a word of the label, never Schulz.
  'schutz',
  'leistung', 'spannung', 'strom', 'nennstrom', 'nennspannung', 'nennleistung', 'frequenz', 'drehzahl', 'gewicht', 'druck', 'betriebsdruck', 'inhalt', 'schutzart', 'schutzklasse', 'baujahr', 'hersteller', 'typ', 'bauart', 'baugrosse', 'baugroesse', 'isolierstoffklasse', 'betriebsart', 'warnung', 'achtung', 'vorsicht', 'gefahr', 'eingang', 'ausgang', 'steuerspannung', 'motor', 'pumpe', 'ventil', 'schalter', 'sicherung', 'leitung', 'kabel', 'zahler', 'zaehler', 'heizung', 'luefter', 'lufter', 'temperatur', 'fuellmenge', 'menge', 'nummer', 'seriennummer', 'artikel', 'artikelnummer', 'bestellnummer', 'hergestellt', 'gepruft', 'geprueft', 'kaltemittel', 'kaeltemittel', 'volumenstrom', 'forderhohe', 'foerderhoehe', 'wirkungsgrad', 'nenn', 'betrieb', 'netz', 'anschluss', 'zulassung', 'deutschland', 'benutzung', 'bedienung', 'bedienungsanleitung', 'gebrauchsanweisung', 'einweisung', 'hinweis', 'sicherheitshinweise',
  // A controller's display menu ("Wählen", "Bestät.", "Zurück", "Kühlbetr.": select, confirm, back, cooling mode).
  'wahlen', 'waehlen', 'bestat', 'bestatigen', 'bestaetigen', 'zuruck', 'zurueck', 'kuhlbetr', 'kuhlbetrieb', 'heizbetr', 'heizbetrieb', 'wassertemp',
  // German positions and legends of a pool filter's multiport valve and a lathe's thread and feed charts
  'ruckspulen', 'ruckspuelen', 'nachspulen', 'filtern', 'entleeren', 'zirkulieren', 'geschlossen', 'bodenablauf', 'metrisch', 'gewinde', 'vorschub', 'steigung',
  // French
  // A smoke alarm's moulded "NE PAS PEINDRE" (do not paint), a pool controller's history menu and pool ("Historique", "Piscine").
  'peindre', 'historique', 'piscine',
  'puissance', 'tension', 'courant', 'intensite', 'frequence', 'vitesse', 'poids', 'pression', 'capacite', 'debit', 'hauteur', 'modele', 'numero', 'fabrique', 'fabrication', 'attention', 'danger', 'avertissement', 'entree', 'sortie', 'alimentation', 'moteur', 'pompe', 'vanne', 'interrupteur', 'disjoncteur', 'fusible', 'compteur', 'chauffage', 'ventilateur', 'temperature', 'classe', 'indice', 'isolation', 'service', 'nominale', 'nominal', 'assignee', 'reference', 'serie', 'fabricant', 'france', 'bobine', 'contacts', 'comptage', 'linge', 'seche', 'lave', 'vaisselle', 'prises', 'eclairage', 'chauffe', 'plaques', 'cuisson',
  // Italian
  'potenza', 'tensione', 'corrente', 'frequenza', 'velocita', 'giri', 'peso', 'pressione', 'capacita', 'portata', 'prevalenza', 'modello', 'matricola', 'costruttore', 'fabbricato', 'attenzione', 'pericolo', 'ingresso', 'uscita', 'alimentazione', 'motore', 'pompa', 'valvola', 'interruttore', 'fusibile', 'contatore', 'riscaldamento', 'ventilatore', 'temperatura', 'classe', 'isolamento', 'servizio', 'nominale', 'codice', 'anno', 'italia', 'prodotto',
  // Dutch
  'vermogen', 'spanning', 'stroom', 'frequentie', 'toerental', 'gewicht', 'druk', 'capaciteit', 'inhoud', 'debiet', 'opvoerhoogte', 'bouwjaar', 'fabrikant', 'serienummer', 'waarschuwing', 'gevaar', 'ingang', 'uitgang', 'voeding', 'pomp', 'klep', 'schakelaar', 'zekering', 'meter', 'verwarming', 'ventilator', 'temperatuur', 'klasse', 'isolatie', 'nederland', 'nominaal',
  // Swedish, Norwegian and Danish (Nordic ventilation units, heat pumps and drives reach UK surplus)
  'effekt', 'spenning', 'spaending', 'frekvens', 'varvtal', 'turtall', 'omdrejninger', 'vikt', 'vekt', 'vaegt', 'tryck', 'trykk', 'tryk', 'kapacitet', 'kapasitet', 'flode', 'tillverkare', 'tillverkad', 'produsent', 'produsert', 'producent', 'fremstillet', 'varning', 'advarsel', 'fara', 'fare', 'ingang', 'inngang', 'indgang', 'utgang', 'udgang', 'matning', 'installningar', 'innstillinger', 'indstillinger', 'adress', 'adresse', 'paritet', 'larm', 'vifte', 'tilluft', 'franluft', 'avluft', 'avtrekk', 'fraluft', 'uteluft', 'udsugning', 'indblaesning', 'aggregat', 'vaermeveksler', 'varmevaxlare', 'varmegjenvinner',
  // Polish (wiring, protection and metering lines sold through UK online marketplaces)
  'napiecie', 'prad', 'czestotliwosc', 'predkosc', 'obroty', 'waga', 'masa', 'cisnienie', 'wydajnosc', 'wyprodukowano', 'ostrzezenie', 'uwaga', 'niebezpieczenstwo', 'wejscie', 'wyjscie', 'zasilanie', 'silnik', 'zawor', 'wylacznik', 'bezpiecznik', 'licznik', 'ustawienia', 'adres', 'parzystosc',
  // Czech and Slovak (meters and protection from Central European lines)
  'napeti', 'proud', 'kmitocet', 'vykon', 'hmotnost', 'tlak', 'vyrobce', 'vyrobeno', 'jednofazovy', 'trojfazovy', 'trifazovy', 'hodnota', 'aktivni', 'jalova', 'cinna', 'sazba', 'pozor', 'nebezpeci', 'vstup', 'vystup', 'napajeni', 'jistic', 'pojistka', 'stykac', 'cerpadlo',
  // Connector and port names printed on chargers and adaptors ("Type-C", "USB-C")
  'typec', 'usbc', 'usba', 'lightning', 'microusb', 'superspeed',
  // Voice assistants and smart-home platforms a device "works with" (Alexa, XiaoAI, HomeKit): printed beside the maker, never the maker
  'alexa', 'xiaoai', 'homekit', 'smartthings', 'ifttt', 'tmall',
  // The design tool or board house a circuit board's silk screen names ("KiCad", "JLCPCB"): who drew or made the bare board, never its maker
  'kicad', 'easyeda', 'fritzing', 'jlcpcb', 'pcbway', 'oshpark', 'allpcb',
  // Safety and protective extra-low voltage (a driver's or transformer's output class), never a maker
  'selv', 'pelv',
  // Approval and compliance marks of four letters or more (any language): printed beside the maker, never the maker
  'rohs', 'weee', 'reach', 'ukca', 'kema', 'intertek', 'dekra', 'keur', 'kitemark', 'atex', 'iecex', 'enec', 'semko', 'nemko', 'demko', 'fimko', 'cebec', 'lcie', 'aenor', 'listed', 'recognized', 'certified',
  // … and North America's appliance energy labels (the FTC's EnergyGuide, Energy Star).
  'energyguide', 'energystar',
  // Spanish
  'potencia', 'tension', 'corriente', 'intensidad', 'frecuencia', 'velocidad', 'peso', 'presion', 'capacidad', 'caudal', 'altura', 'modelo', 'numero', 'fabricante', 'fabricado', 'atencion', 'peligro', 'advertencia', 'entrada', 'salida', 'alimentacion', 'motor', 'bomba', 'valvula', 'interruptor', 'fusible', 'contador', 'calefaccion', 'ventilador', 'temperatura', 'clase', 'aislamiento', 'servicio', 'nominal', 'espana', 'hecho', 'voltaje', 'alto', 'muerte', 'riesgo', 'electrico', 'electrica',
  // A distribution board's circuit chart ("LLAVE GENERAL", "DIF TOMAS", "ILUMINACION": main switch, RCD for the sockets, lighting).
  'llave', 'tomas', 'tomacorrientes', 'iluminacion', 'diferencial', 'termica', 'termico',
  // A machine's plate headings ("MAQUINA / MACHINE", "ESQUEMA", "FECHA"), and "NO QUITE" (do not remove) on a lockout tag
  'maquina', 'esquema', 'fecha', 'quite', 'maschine', 'macchina',
  // Portuguese (Brazilian kit: "PERIGO ALTA TENSÃO", "POTÊNCIA", "CORRENTE")
  'perigo', 'tensao', 'corrente', 'frequencia', 'eletrico', 'eletrica', 'choque',
  // A Brazilian meter's pulse ("Wh/Pulso") and its metrology body's approval ("Portaria INMETRO").
  'pulso', 'portaria', 'inmetro',
  // A firmware's or a design's version ("VERSÃO 68.08"), an instrument's calibration sticker.
  'versao', 'calibration', 'calibrated',
  // A switching notice ("NÃO OPERAR ENERGIZADO": do not operate while live), and the Spanish one's words.
  'operar', 'energizado', 'desenergizado', 'manobrar', 'energizada',
  // "Electromechanical" in the label languages (a call board's "QUADRO DE CHAMADAS ELETROMECÂNICO"): what it is, not who made it.
  'eletromecanico', 'eletromecanica', 'electromecanico', 'electromecanica', 'elettromeccanico', 'elektromechanisch', 'electromechanical', 'electromecanique',
  'quadro', 'chamadas',
  // Turkish (compressors, motors and switchgear from Turkey: "AĞIRLIK" weight, "KAPASİTE", "BASINCI" pressure, "GÜCÜ" power,
  // "İMALAT TARİHİ" date of manufacture; "SAN. VE TİC." of a company's name)
  'agirlik', 'kapasite', 'basinc', 'basinci', 'guc', 'gucu', 'gerilim', 'akim', 'frekans', 'devir', 'voltaj', 'imalat', 'tarihi', 'uretim', 'kullanma', 'dikkat', 'tehlike', 'sanayi', 'ticaret',
  // A standards body named with its standard ("ASTM A216 WCB" cast into a valve's body, "ANSI CLASS 150"): never the maker.
  'astm', 'ansi', 'asme',
];

/** The label words as written (lower case, no accents), for the word segmenter. */
export const LABEL_WORDS: readonly string[] = WORDS;

const FOLDED = new Set(WORDS.map((w) => confusionFold(w)));

/** True when the (squashed or raw) word is an ordinary label word in one of the languages above. */
export function isLabelWord(word: string): boolean {
  return FOLDED.has(confusionFold(word));
}

export const LABEL_WORD_COUNT = FOLDED.size;
