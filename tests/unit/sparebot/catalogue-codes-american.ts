/**
 * Constructed catalogue numbers for the American ranges in kb/catalogue (Square D and Mersen protection,
 * Klein Tools meters), written from the makers' published numbering (never from a photo or an evaluation
 * label): code, product type and, where the code states one, a rating.
 */
export const AMERICAN_CODES: Record<string, [code: string, type: string, rating?: string]> = {
  'Square D QO/Homeline breaker': ['HOM230', 'mcb', '30 A'],
  'Square D QO/Homeline load centre': ['QO112L125G', 'consumer-unit', '125 A'],
  'Mersen Tri-Onic/Amp-Trap fuse': ['TRS30R', 'fuse', '30 A'],
  'Klein Tools meter': ['MM400', 'multimeter'],
  'Corsair ATX power supply': ['RM1000x', 'power-supply', '1000 W'],
};
