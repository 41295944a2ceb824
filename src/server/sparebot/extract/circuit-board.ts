import type { RatingMap } from './ratings.ts';

/**
 * Component references a circuit board's silkscreen carries: resistors, ICs, optocouplers, connectors,
 * test points, switches, jumpers, trimmers, American diodes (CR) and indicator lamps (DS), transistors,
 * diodes, relays.
 */
const DESIGNATOR = /(?<![A-Za-z0-9])(R|IC|PC|CN|TP|SW|JP|ZD|VR|RV|CR|DS|J|Q|D|K)(\d{1,3})(?![A-Za-z0-9])/gi;

/**
 * A bare circuit board or module: five or more component references of two kinds or more (R40,
 * IC21, PC15, J201), four of its header pins' names, its ground beside two signals' names, or three
 * capacitors' references at currents no breaker has. Its "C50" is a capacitor's reference, never a
 * breaker's curve.
 */
export function isCircuitBoard(text: string): boolean {
  if (numberedTerminals(text)) return true;
  // A module's header pins named in capitals, often run together ("SDA SCKMOSIMISOIRQGND RST").
  const pins = new Set(text.match(/SDA|SCL|SCK|MOSI|MISO|IRQ|GND|VCC|RST|TXD|RXD/g) ?? []);
  if (pins.size >= 4 && [...pins].filter((p) => /SDA|SCL|SCK|MOSI|MISO|GND/.test(p)).length >= 2) return true;
  // A sensor's own header printed as words beside its ground ("VCC GND DAT CLK"): no breaker prints a ground and a clock.
  const signals = new Set(text.match(/(?<![A-Za-z0-9])(?:CLK|DAT|DATA|SDA|SCL|SCK|MOSI|MISO|TXD|RXD)(?![A-Za-z0-9])/g) ?? []);
  if (/(?<![A-Za-z0-9])GND(?![A-Za-z0-9])/.test(text) && signals.size >= 2) return true;
  if (capacitorRefs(text)) return true;
  const found = new Set<string>();
  const kinds = new Set<string>();
  for (const m of text.matchAll(DESIGNATOR)) {
    const kind = (m[1] ?? '').toUpperCase();
    if (kind === 'J' && (m[2] ?? '').length < 2) continue; // "J1" alone is too common a word-end
    found.add(m[0].toUpperCase());
    kinds.add(kind);
  }
  // Diodes' "D6" are also breakers' D-curve ratings, and "-Q1" or "K1" a panel's switch or relay: with those, three kinds at least.
  const plain = [...kinds].filter((k) => k !== 'D' && k !== 'Q' && k !== 'K').length;
  return found.size >= 5 && (plain >= 2 || (plain >= 1 && kinds.size >= 3));
}

/**
 * A controller's terminals named by letter and number, three or more in a row ("D2 D3D4D5", "A0 A1 A2"):
 * breakers' curves are never consecutive numbers (D6, D10, D16), nor a contactor's coil terminals more than A1 and A2.
 */
function numberedTerminals(text: string): boolean {
  for (const letter of ['A', 'D']) {
    const seen = new Set<number>();
    for (const run of text.matchAll(new RegExp(String.raw`(?<![A-Za-z0-9])(?:${letter}\d{1,2})+(?![A-Za-z0-9])`, 'g')))
      for (const n of run[0].split(letter).filter(Boolean)) seen.add(Number(n));
    if ([...seen].some((n) => seen.has(n + 1) && seen.has(n + 2))) return true;
  }
  return false;
}

/**
 * Ratings without trip curves where none can be: on a bare circuit board its "C50" is a capacitor's reference, on a
 * dial's face (dial-range.ts) its "C 80" a scale's unit beside a number.
 */
export function boardless(ratings: RatingMap, noCurves: boolean): RatingMap {
  if (!ratings.tripCurve?.length || !noCurves) return ratings;
  const { tripCurve: _curve, ...rest } = ratings;
  return rest;
}

/** A PLC's inputs or outputs run together in rising order ("X0X1X2X3", "Y4Y5Y6"); a probe's "X5X2X1" switch falls. */
export function plcTerminalRun(text: string): boolean {
  return [...text.matchAll(/(?:X\d{1,2}){3,}|(?:Y\d{1,2}){3,}/g)].some((m) => {
    const numbers = (m[0].match(/\d+/g) ?? []).map(Number);
    return numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? 0));
  });
}

/** Breakers' rated currents: a curve letter before any other number is a capacitor's reference. */
const BREAKER_AMPS = new Set([0.5, 1, 2, 3, 4, 6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125]);

/** Three capacitors' references or more that no breaker is rated at ("C12 C14 C15" beside "C16"): a board. */
function capacitorRefs(text: string): boolean {
  const numbers = new Set([...text.matchAll(/(?<![A-Za-z0-9])C(\d{1,3})(?![A-Za-z0-9])/g)].map((m) => Number(m[1])));
  return [...numbers].filter((n) => !BREAKER_AMPS.has(n)).length >= 3;
}
