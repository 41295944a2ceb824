// One fresh process's first SpareBot text reading (run by sparebot-warm-up.ts): `cold` reads a label
// straight after start, as the first photo did before the warm-up; `warm` warms as `npm start` does
// first. Prints {"warmUpMs", "firstMs"}: the time the event loop is held by each.
import { analyseText } from '../src/server/sparebot/analysis/analyse-text.ts';
import { warmLocalReading, warmUpText } from '../src/server/sparebot/providers/local-provider.ts';

// A label of another trade than the warm-up's, so none of its words were read before.
const LABEL = ['ABB', 'ACS550-01-012A-4', '3~ 380-480 V 50/60 Hz', 'P 5.5 kW I2N 11.9 A', 'IP21 MADE IN FINLAND'];

let warmUpMs = 0;
if (process.argv[2] === 'warm') {
  const started = performance.now();
  warmLocalReading();
  warmUpMs = performance.now() - started;
}
const started = performance.now();
analyseText(warmUpText(LABEL));
console.log(JSON.stringify({ warmUpMs, firstMs: performance.now() - started }));
