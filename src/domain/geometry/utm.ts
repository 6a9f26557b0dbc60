import type { LonLat } from './types';

/** Semi-major axis and flattening of the ellipsoids behind the supported UTM codes. */
export const ELLIPSOIDS = {
  WGS84: { a: 6378137, f: 1 / 298.257223563 },
  GRS80: { a: 6378137, f: 1 / 298.257222101 },
  INTERNATIONAL_1924: { a: 6378388, f: 1 / 297 },
} as const;

export type Ellipsoid = (typeof ELLIPSOIDS)[keyof typeof ELLIPSOIDS];

const K0 = 0.9996;
const FALSE_EASTING = 500000;

/**
 * Inverse UTM (northern hemisphere) by Krüger's series to the fourth order in n (Karney 2011):
 * sub-millimetre within a zone and several times faster than a general-purpose projection library,
 * which matters for files of hundreds of thousands of points. Overwrites each [easting, northing] point
 * with its [longitude, latitude] on the same ellipsoid (the caller owns the points).
 */
export function utmToGeographicInPlace(points: LonLat[], zone: number, ellipsoid: Ellipsoid): void {
  const n = ellipsoid.f / (2 - ellipsoid.f);
  const n2 = n * n;
  const n3 = n2 * n;
  const n4 = n3 * n;
  const A = (ellipsoid.a / (1 + n)) * (1 + n2 / 4 + n4 / 64);
  const beta = [
    n / 2 - (2 / 3) * n2 + (37 / 96) * n3 - (1 / 360) * n4,
    (1 / 48) * n2 + (1 / 15) * n3 - (437 / 1440) * n4,
    (17 / 480) * n3 - (37 / 840) * n4,
    (4397 / 161280) * n4,
  ];
  const delta = [
    2 * n - (2 / 3) * n2 - 2 * n3 + (116 / 45) * n4,
    (7 / 3) * n2 - (8 / 5) * n3 - (227 / 45) * n4,
    (56 / 15) * n3 - (136 / 35) * n4,
    (4279 / 630) * n4,
  ];
  const lon0 = zone * 6 - 183;
  const scale = K0 * A;
  const toDegrees = 180 / Math.PI;
  for (let k = 0; k < points.length; k++) {
    const xi = points[k][1] / scale;
    const eta = (points[k][0] - FALSE_EASTING) / scale;
    // multiples of 2xi and 2eta by recurrence: one sin, cos and exp instead of sixteen calls
    const s1 = Math.sin(2 * xi);
    const c1 = Math.cos(2 * xi);
    const e1 = Math.exp(2 * eta);
    let sj = s1;
    let cj = c1;
    let ej = e1;
    let xiP = xi;
    let etaP = eta;
    for (let j = 0; j < 4; j++) {
      const coshJ = (ej + 1 / ej) / 2;
      const sinhJ = (ej - 1 / ej) / 2;
      xiP -= beta[j] * sj * coshJ;
      etaP -= beta[j] * cj * sinhJ;
      const next = sj * c1 + cj * s1;
      cj = cj * c1 - sj * s1;
      sj = next;
      ej *= e1;
    }
    const eP = Math.exp(etaP);
    const chi = Math.asin(Math.sin(xiP) / ((eP + 1 / eP) / 2));
    const s2 = Math.sin(2 * chi);
    const c2 = Math.cos(2 * chi);
    let sk = s2;
    let ck = c2;
    let phi = chi;
    for (let j = 0; j < 4; j++) {
      phi += delta[j] * sk;
      const next = sk * c2 + ck * s2;
      ck = ck * c2 - sk * s2;
      sk = next;
    }
    const point = points[k];
    point[0] = lon0 + Math.atan2((eP - 1 / eP) / 2, Math.cos(xiP)) * toDegrees;
    point[1] = phi * toDegrees;
  }
}
