/**
 * Carriers a seller may dispatch with (issue 27, item 4), each tracking number's published form,
 * and the carrier's public tracking page. Written once for the dispatch form and the server.
 */
export const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'Evri', 'UPS', 'DHL', 'Yodel', 'Own van', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers whose numbers have a published form (checked) and a public tracking page (linked). */
export const TRACKED_CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'Evri', 'UPS', 'DHL', 'Yodel'] as const;
export type TrackedCarrier = (typeof TRACKED_CARRIERS)[number];

export const TRACKING_NUMBER_MAX_LENGTH = 40;

export function isTrackedCarrier(carrier: string): carrier is TrackedCarrier {
  return (TRACKED_CARRIERS as readonly string[]).includes(carrier);
}

/** People type numbers with spaces, dashes and small letters: compare and store without them. */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** UPU S10's check digit of an 8-digit serial: weights 8 6 4 2 3 5 9 7, 11 − (sum mod 11), 10 → 0, 11 → 5. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** A UPU S10 item id: two letters, eight digits, the check digit, then the country (GB unless told). */
export function isS10(number: string, country = 'GB'): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)([A-Z]{2})$/.exec(number);
  if (!match || match[3] !== country) return false;
  return s10CheckDigit(match[1] ?? '') === Number(match[2]);
}

interface CarrierFormat {
  check: (number: string) => boolean;
  /** What the number looks like, for the 400 message. */
  looksLike: string;
  trackingUrl: (number: string) => string;
}

// Forms as each carrier publishes them on its tracking page and sender guides (docs/orders-dispatch.md).
export const CARRIER_FORMATS: Record<TrackedCarrier, CarrierFormat> = {
  'Royal Mail': {
    check: (n) => isS10(n),
    looksLike: 'two letters, nine digits (the last a check digit) and GB, for example AB123456785GB',
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  Parcelforce: {
    check: (n) => /^[A-Z]{2}\d{7}$/.test(n) || isS10(n),
    looksLike: 'two letters and seven digits (for example PB1234567), or an international number ending GB',
    trackingUrl: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  },
  DPD: {
    check: (n) => /^\d{14}$/.test(n) || /^\d{10}$/.test(n),
    looksLike: 'a 14-digit parcel number or a 10-digit consignment number',
    trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${n}`,
  },
  Evri: {
    check: (n) => /^[A-Z0-9]{16}$/.test(n) && /\d/.test(n),
    looksLike: '16 letters and digits, for example H01AB23456789012',
    trackingUrl: (n) => `https://www.evri.com/track/parcel/${n}`,
  },
  UPS: {
    check: (n) => /^1Z[A-Z0-9]{16}$/.test(n),
    looksLike: '1Z followed by 16 letters and digits, for example 1Z999AA10123456784',
    trackingUrl: (n) => `https://www.ups.com/track?loc=en_GB&tracknum=${n}`,
  },
  DHL: {
    check: (n) => /^\d{10}$/.test(n) || /^JJD\d{18}$/.test(n) || /^JVGL\d{16}$/.test(n),
    looksLike: 'a 10-digit waybill number, or JJD followed by 18 digits',
    trackingUrl: (n) => `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?tracking-id=${n}`,
  },
  Yodel: {
    check: (n) => /^JD\d{16}$/.test(n),
    looksLike: 'JD followed by 16 digits',
    trackingUrl: (n) => `https://www.yodel.co.uk/tracking/${n}`,
  },
};

/** The carrier's tracking page for a number, or null (own van, other, no number). */
export function trackingUrlOf(carrier: string | null, number: string | null): string | null {
  if (!carrier || !number || !isTrackedCarrier(carrier)) return null;
  return CARRIER_FORMATS[carrier].trackingUrl(encodeURIComponent(number));
}
