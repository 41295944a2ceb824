/**
 * Energy suppliers and network operators whose names are printed on the meters they own ("ELLEVIO",
 * "VATTENFALL", "British Gas"): the meter's owner, never its maker, so open-world maker reading
 * (`extract/maker-word-tests.ts`) passes over them. UK suppliers and distribution networks, and those of
 * the European countries whose meters reach UK surplus. Lower case, letters only.
 * Source: trade knowledge of UK and European retail suppliers and distribution network operators.
 */
const METER_OWNERS = new Set(
  [
    // UK suppliers and meter operators.
    'edf eon octopus ovo utilita ecotricity npower calisen bulb sse',
    // UK distribution networks.
    'ukpn enwl northernpowergrid spenergynetworks ssen nationalgrid',
    // Scandinavia and the Baltics.
    'vattenfall ellevio fortum elenia caruna statkraft tibber hafslund elvia tensio lyse orsted',
    // Germany, Austria and Switzerland.
    'rwe enbw innogy westnetz eprimo stromnetz ewz',
    // Benelux and France.
    'eneco essent enexis liander stedin fluvius eandis enedis engie',
    // Southern and eastern Europe.
    'enel iberdrola endesa energa tauron',
  ]
    .join(' ')
    .split(' '),
);

/** True for a supplier's or network's name (squashed: lower case, letters only). */
export const isMeterOwner = (word: string): boolean => METER_OWNERS.has(word);
