// Builds the offline basemap of the overview map: Natural Earth land (world-atlas 2.0.2, land-10m, public domain)
// clipped to the Norwegian shelf region and simplified, written to public/basemap/land.json (GeoJSON, WGS 84).
// The output is committed, so the app build needs nothing else: `node scripts/build-basemap.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { bboxClip, simplify, featureCollection } from '@turf/turf';
import { feature } from 'topojson-client';

/** Region: the North Sea to Svalbard and the Barents Sea, with margin. */
const REGION = [-20, 50, 50, 83];
const TOLERANCE = 0.01; // degrees, about 1 km: enough for a survey overview

const topology = JSON.parse(readFileSync('node_modules/world-atlas/land-10m.json', 'utf8'));
const land = feature(topology, topology.objects.land);
const polygons = land.features.flatMap((f) =>
  f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates.map((c) => ({ type: 'Polygon', coordinates: c })) : [f.geometry],
);
// Rings that cross the antimeridian jump from 180 to -180; unwrap them to continuous longitudes before clipping,
// or the clip draws the jump as a line across the region.
// The unwrapped ring is then moved by whole turns so that it lies over the region.
const unwrap = (ring) => {
  let shift = 0;
  const out = ring.map(([lon, lat], i) => {
    if (i > 0) {
      const previous = ring[i - 1][0];
      if (lon - previous > 180) shift -= 360;
      else if (previous - lon > 180) shift += 360;
    }
    return [lon + shift, lat];
  });
  const max = Math.max(...out.map((c) => c[0]));
  const min = Math.min(...out.map((c) => c[0]));
  const turn = max < REGION[0] ? 360 : min > REGION[2] ? -360 : 0;
  return out.map(([lon, lat]) => [lon + turn, lat]);
};
const round = (c) => (typeof c[0] === 'number' ? [Math.round(c[0] * 1e4) / 1e4, Math.round(c[1] * 1e4) / 1e4] : c.map(round));
const out = [];
for (const geometry of polygons) {
  const unwrapped = { type: 'Polygon', coordinates: geometry.coordinates.map(unwrap) };
  const clipped = bboxClip({ type: 'Feature', properties: {}, geometry: unwrapped }, REGION);
  const rings = clipped.geometry.coordinates.filter((r) => r.length >= 4);
  if (rings.length === 0) continue;
  const simple = simplify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } }, { tolerance: TOLERANCE });
  if (simple.geometry.coordinates[0].length < 4) continue;
  out.push({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: round(simple.geometry.coordinates) } });
}
const collection = featureCollection(out);
collection.attribution = 'Natural Earth (public domain), via world-atlas 2.0.2';
writeFileSync('public/basemap/land.json', JSON.stringify(collection));
const vertices = out.reduce((n, f) => n + f.geometry.coordinates.reduce((m, r) => m + r.length, 0), 0);
console.log(`public/basemap/land.json: ${out.length} polygons, ${vertices} vertices, ${(JSON.stringify(collection).length / 1024).toFixed(0)} KiB`);
