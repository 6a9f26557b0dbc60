// Our geometry beside the tools a GIS engineer would pick (issue 15): the area check of validateAreas beside
// GEOS (shapely through Debian's /usr/bin/python3, skipped when absent) on a 10k- and a 100k-vertex polygon and
// a 100k-point line with its 10 m buffer (20 licence shapes, 50 restriction areas, 1 m tolerance). Medians of five runs
// after three warm-up runs; the ratio compares CPU time (ours / theirs), steadier than wall time on a shared machine.
// The shapefile read beside shpjs is `npm run bench shapefile` (shapefile.bench.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Geometry, Position } from 'geojson';
import { NCS_OUTLINE } from '../../src/domain/geometry/data/ncs-outline';
import { type ValidateAreasResult, validateAreas } from '../../src/domain/geometry/validate';
import { ellipse } from '../../tests/domain/geometry/fixtures/shapes';
import { licences, restrictions, surveyLine } from './lib/geometry-inputs';
import { median, time } from './lib/timing';

const PYTHON = '/usr/bin/python3';
const here = path.dirname(fileURLToPath(import.meta.url));

/** A local metric frame (equirectangular at 58.5°N) for GEOS, which works in the plane. */
const LAT0 = 58.5;
const K = 111_195;
const toMetres = (p: Position): Position => [p[0] * K * Math.cos((LAT0 * Math.PI) / 180), (p[1] - LAT0) * K];
function metric(geometry: Geometry): Geometry {
  const map = (c: unknown): unknown =>
    typeof (c as number[])[0] === 'number' ? toMetres(c as Position) : (c as unknown[]).map(map);
  if (geometry.type === 'GeometryCollection') throw new Error('not used');
  return { ...geometry, coordinates: map(geometry.coordinates) } as Geometry;
}

type GeosResult = Record<string, { ms: number; cpu: number; result: Record<string, unknown> }>;
const RUNS = 5;
const WARM_UP = 3;
const COMPILE_PAUSE_MS = 500;

function geos(cases: Record<string, Geometry>): GeosResult | undefined {
  if (!existsSync(PYTHON)) return undefined;
  try {
    execFileSync(PYTHON, ['-c', 'import shapely'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const input = JSON.stringify({
    shelf: metric(NCS_OUTLINE),
    licences: licences.map(metric),
    restrictions: restrictions.map((r) => metric(r.geometry)),
    cases: Object.fromEntries(Object.entries(cases).map(([name, g]) => [name, metric(g)])),
  });
  const out = execFileSync(PYTHON, [path.join(here, 'lib', 'geos-validate.py')], {
    input,
    maxBuffer: 1 << 28,
  });
  return JSON.parse(out.toString()) as GeosResult;
}

const summary = (r: ValidateAreasResult) =>
  [...r.errors, ...r.warnings].map((i) => `${i.code}${i.names ? `(${i.names.length})` : ''}`).join(', ') ||
  'ok';

const ratio = (ours: number, theirs: number | undefined) =>
  theirs === undefined ? 'n/a' : `${(ours / theirs).toFixed(2)}x`;

export async function run(): Promise<void> {
  const cases: Record<string, Geometry> = {
    '10k-vertex polygon': ellipse(3.5, 58.5, 1.2, 0.6, 10_000),
    '100k-vertex polygon': ellipse(3.5, 58.5, 1.2, 0.6, 100_000),
    '100k-point line, 10 m buffer': surveyLine(100_000),
  };
  const reference = geos(cases);
  if (!reference) console.log('GEOS: shapely for /usr/bin/python3 not found, reference skipped');
  // warm-up over every case: the service runs warm (JIT-compiled); GEOS is compiled ahead of time
  for (let i = 0; i < WARM_UP; i++) {
    for (const gross of Object.values(cases) as Parameters<typeof validateAreas>[0]['gross'][]) {
      validateAreas({ gross, licences, restrictions });
    }
  }
  // V8 compiles the hot code on a background thread, and the CPU time counted is the process's: let that compilation
  // finish before the first case is timed (it showed as a rare 10k-case run of 7 ms CPU beside 1 ms of wall time).
  await new Promise((resolve) => setTimeout(resolve, COMPILE_PAUSE_MS));
  for (const [name, geometry] of Object.entries(cases)) {
    const gross = geometry as Parameters<typeof validateAreas>[0]['gross'];
    const [result, runs] = time(() => validateAreas({ gross, licences, restrictions }), RUNS);
    const ours = median(runs.cpu);
    const theirs = reference?.[name];
    const geosText = theirs ? `${theirs.cpu.toFixed(0)} ms CPU (wall ${theirs.ms.toFixed(0)})` : '-';
    console.log(
      `${name}: ours ${ours.toFixed(0)} ms CPU (wall ${median(runs.wall).toFixed(0)}), GEOS ${geosText}, ratio ${ratio(ours, theirs?.cpu)}` +
        `  [ours: ${summary(result)}; GEOS: ${theirs ? JSON.stringify(theirs.result) : '-'}]`,
    );
  }
}
