/**
 * The letters that follow a number as its unit, in small letters ("v" of "400V", "m3/h" of "2.5m3/h",
 * "ch" of "4CH"). A number followed by other letters ("1215FC", "0472C2") is a code's, not a value's.
 */
const UNITS = new Set(
  [
    // electrical
    'v va var vac vdc vrms vpk vpp ac dc a aac adc arms w wp wh ah hz f h r k ohm ohms',
    'kv kva kvar kvah kw kwp kwh ka kj khz mv ma mw mwh mah mva mhz mf mh mj ghz gw gwh',
    'µa µf µh µs µv µm ua uf uh us uv um nf nh ns pf ps',
    // mechanical, thermal and flow
    'm mm cm km in ft yd mil mils g kg kgs mg t ton tons lb lbs oz n kn nm j l lt ltr ltrs ml cc gal',
    'pa kpa mpa bar mbar psi psig s sec secs ms min mins hr hrs yr yrs mo rpm rps x c °c °f ° lm lx lux cd db dba',
    'gpm gph cfm btu awg',
    // counts and ordinals
    'p ph pol pole poles way ways gang core cores pin pins ch port ports pcs pc pk st nd rd th',
    // data
    'b kb mb gb tb bit bits dpi',
  ]
    .join(' ')
    .split(' '),
);
/** Lengths and their squares and cubes ("mm2", "m3"). */
const POWERED = /^(?:m|mm|cm|km|in|ft)[23]$/;

/** Whether `letters` (what follows a number, as printed) is a unit, or units over one another ("m3/h", "l/min"). */
export function isUnitSuffix(letters: string): boolean {
  const parts = letters.toLowerCase().replace(/²/g, '2').replace(/³/g, '3').split('/');
  return parts.every((part, i) => (part === '' && i === 0) || UNITS.has(part) || POWERED.test(part));
}
