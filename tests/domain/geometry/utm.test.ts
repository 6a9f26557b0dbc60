import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { ELLIPSOIDS, utmToGeographicInPlace } from '@/domain/geometry/utm';

describe('utmToGeographicInPlace', () => {
  const cases = [
    { zone: 31, ellps: '+ellps=intl', ellipsoid: ELLIPSOIDS.INTERNATIONAL_1924 },
    { zone: 32, ellps: '+datum=WGS84', ellipsoid: ELLIPSOIDS.WGS84 },
    { zone: 35, ellps: '+ellps=GRS80', ellipsoid: ELLIPSOIDS.GRS80 },
  ];

  it.each(cases)('agrees with proj4 within a millimetre in zone $zone', ({ zone, ellps, ellipsoid }) => {
    const exact = proj4(
      `+proj=utm +zone=${zone} ${ellps} +units=m +no_defs`,
      `+proj=longlat ${ellps} +no_defs`,
    );
    const points: [number, number][] = [];
    for (let i = 0; i < 500; i++)
      points.push([160_000 + ((i * 7919) % 680_000), 6_100_000 + ((i * 104_729) % 3_200_000)]);
    const fast = points.map((p): [number, number] => [p[0], p[1]]);
    utmToGeographicInPlace(fast, zone, ellipsoid);
    points.forEach((p, i) => {
      const [lon, lat] = exact.forward(p);
      const metres = Math.hypot(
        (fast[i][0] - lon) * 111_320 * Math.cos((lat * Math.PI) / 180),
        (fast[i][1] - lat) * 110_574,
      );
      expect(metres).toBeLessThan(0.001);
    });
  });
});
