/** Mean Earth radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export type LatLon = { lat: number; lon: number };

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Great-circle distance in miles (haversine; on a sphere, within about 0.5 % of the ellipsoid). */
export function milesBetween(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusMiles` of `center`: a
 * cheap indexed prefilter before `milesBetween` decides. The longitude half-width is that of the
 * circle's widest point, asin(sin r / cos lat), which lies poleward of the centre; so it grows with
 * latitude and a box at Shetland (60° N) is twice as wide in degrees as one at the equator.
 */
export function boundingBox(center: LatLon, radiusMiles: number): BoundingBox {
  const angular = Math.max(0, radiusMiles) / EARTH_RADIUS_MILES;
  const dLat = toDegrees(angular);
  const ratio = Math.sin(angular) / Math.cos(toRadians(center.lat));
  // A circle reaching a pole (or wider than a hemisphere) spans every longitude.
  const dLon = ratio >= 1 || angular >= Math.PI / 2 ? 180 : toDegrees(Math.asin(ratio));
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLon: center.lon - dLon,
    maxLon: center.lon + dLon,
  };
}
