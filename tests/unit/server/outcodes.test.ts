import { describe, expect, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_MILES, milesBetween, type BoundingBox, type LatLon } from '../../../src/server/search/distance.ts';
import { listOutcodes, lookupOutcode, type OutcodeCentroid } from '../../../src/server/search/outcodes.ts';
import { parsePostcode } from '../../../src/shared/postcode.ts';

function centroid(outcode: string): OutcodeCentroid {
  const found = lookupOutcode(outcode);
  if (!found) throw new Error(`no centroid for ${outcode}`);
  return found;
}

const inBox = (point: LatLon, box: BoundingBox): boolean =>
  point.lat >= box.minLat && point.lat <= box.maxLat && point.lon >= box.minLon && point.lon <= box.maxLon;

/** The point `miles` from `start` on the initial bearing `degrees` (great circle). */
function travel(start: LatLon, degrees: number, miles: number): LatLon {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const [lat1, lon1, bearing] = [start.lat * rad, start.lon * rad, degrees * rad];
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lon: lon2 / rad };
}

const RADII = [5, 10, 25, 50, 100];

describe('lookupOutcode', () => {
  it('knows all 3,091 outward codes of the data', () => {
    const all = listOutcodes();
    expect(all).toHaveLength(3091);
    expect(new Set(all.map((code) => code.outcode)).size).toBe(3091);
  });

  it('gives the centroid and area of a known outward code, in any case', () => {
    expect(lookupOutcode('B1')).toEqual({ outcode: 'B1', lat: 52.4794, lon: -1.9077, area: 'Birmingham City Centre, Ladywood' });
    expect(lookupOutcode(' sw1a ')).toMatchObject({ outcode: 'SW1A', area: 'Whitehall, Buckingham Palace' });
    expect(lookupOutcode('ZE3')).toMatchObject({ area: 'Bush' });
  });

  it('answers undefined for a well-formed outward code that does not exist', () => {
    for (const input of ['ZZ9', 'E99', 'SW9Z', 'XY1', 'GIR', '']) expect(lookupOutcode(input)).toBeUndefined();
  });

  it('finds the outward code of a full postcode once it is parsed', () => {
    const parsed = parsePostcode('m1 1ad');
    expect(parsed.ok && lookupOutcode(parsed.outcode)?.outcode).toBe('M1');
  });

  it('holds only UK coordinates and outward codes the parser accepts', () => {
    for (const code of listOutcodes()) {
      expect(code.lat).toBeGreaterThan(49);
      expect(code.lat).toBeLessThan(61);
      expect(code.lon).toBeGreaterThan(-9);
      expect(code.lon).toBeLessThan(2);
      expect(code.area).not.toBe('');
      // NPT is Newport's retired non-standard outward code: kept in the data, never typed today.
      if (code.outcode !== 'NPT') expect(parsePostcode(code.outcode)).toEqual({ ok: true, outcode: code.outcode, full: null });
    }
  });
});

describe('milesBetween', () => {
  it('puts B1 and B2 under 2 miles apart', () => {
    expect(milesBetween(centroid('B1'), centroid('B2'))).toBeLessThan(2);
  });

  it('puts B1 and M1 between 65 and 85 miles apart', () => {
    const miles = milesBetween(centroid('B1'), centroid('M1'));
    expect(miles).toBeGreaterThan(65);
    expect(miles).toBeLessThan(85);
  });

  it('is symmetric, zero to itself, and matches known distances', () => {
    const london = centroid('EC1A');
    const edinburgh = centroid('EH1');
    expect(milesBetween(london, london)).toBe(0);
    expect(milesBetween(london, edinburgh)).toBeCloseTo(milesBetween(edinburgh, london), 9);
    expect(milesBetween(london, edinburgh)).toBeGreaterThan(320); // about 330 miles as the crow flies
    expect(milesBetween(london, edinburgh)).toBeLessThan(340);
    // One degree of latitude is 69.1 miles on this sphere.
    expect(milesBetween({ lat: 52, lon: -1 }, { lat: 53, lon: -1 })).toBeCloseTo(69.09, 1);
  });
});

describe('boundingBox', () => {
  it('holds every outward code inside its own box', () => {
    for (const code of listOutcodes()) {
      for (const radius of RADII) expect(inBox(code, boundingBox(code, radius))).toBe(true);
    }
  });

  it('holds every point on the circle, from Cornwall to Shetland', () => {
    for (const outcode of ['TR21', 'B1', 'M1', 'KW17', 'ZE2']) {
      const center = centroid(outcode);
      for (const radius of RADII) {
        const box = boundingBox(center, radius * 1.000001);
        for (let bearing = 0; bearing < 360; bearing += 2) expect(inBox(travel(center, bearing, radius), box)).toBe(true);
      }
    }
  });

  it('never drops an outward code that lies within the radius (the prefilter loses nothing)', () => {
    const all = listOutcodes();
    for (const outcode of ['B1', 'SW1A', 'PL1', 'IV1', 'ZE1', 'BT1']) {
      const center = centroid(outcode);
      for (const radius of RADII) {
        const box = boundingBox(center, radius);
        const missed = all.filter((code) => milesBetween(center, code) <= radius && !inBox(code, box));
        expect(missed).toEqual([]);
      }
    }
  });

  it('widens in longitude as latitude grows', () => {
    const width = (lat: number) => {
      const box = boundingBox({ lat, lon: -2 }, 50);
      return box.maxLon - box.minLon;
    };
    expect(width(60)).toBeGreaterThan(width(50));
    expect(width(60) / width(0)).toBeCloseTo(2, 1); // 1 / cos 60°
    const box = boundingBox({ lat: 52, lon: -2 }, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 50) / 69.09, 2);
  });

  it('stays tight: a point just outside the radius may pass the box, and the exact distance excludes it', () => {
    const center = centroid('B1');
    // Towards a corner of the box, where the box is loosest.
    const outside = travel(center, 45, 10.05);
    expect(inBox(outside, boundingBox(center, 10))).toBe(true);
    expect(milesBetween(center, outside)).toBeGreaterThan(10);
    // Due north just past the edge: the box already excludes it.
    expect(inBox(travel(center, 0, 10.05), boundingBox(center, 10))).toBe(false);
  });
});
