// Geometry benchmarks (issue 5): UKOOA parse+project, a ~5 MB zipped shapefile read+validated, and a
// 10,000-vertex polygon validated: alone, with a 10,000-vertex net inside it, and with a net identical to it
// (every border shared: the slowest case of the net-inside-gross check). Inputs are generated here. Each task runs three times; the figure is
// the median wall time; all runs (the first one cold) and the median CPU time (telling a busy machine
// from slow code) are shown after it.
import { importShapefileZip } from '../../src/domain/geometry/shapefile-import';
import { importUkooa } from '../../src/domain/geometry/ukooa';
import { validateAreas } from '../../src/domain/geometry/validate';
import { PRJ } from '../../tests/domain/geometry/fixtures/shapefile-writer';
import { ellipse } from '../../tests/domain/geometry/fixtures/shapes';
import { ed50P190 } from '../../tests/domain/geometry/fixtures/survey';
import { zipSync } from 'fflate';
import { bigShapefile, licences, restrictions } from './lib/geometry-inputs';
import { type Runs, median, time, timeAsync } from './lib/timing';

function report(name: string, runs: Runs, aim: number): void {
  const wall = median(runs.wall);
  const verdict = wall > aim ? '  <-- above aim' : '';
  const all = runs.wall.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `${name}: ${wall.toFixed(0)} ms (aim ${aim} ms)${verdict}  [runs, first cold: ${all} ms; CPU median ${median(runs.cpu).toFixed(0)} ms]`,
  );
}

export async function run(): Promise<void> {
  const { text } = ed50P190(100, 1000);
  const [ukooa, ukooaMs] = time(() => importUkooa(text));
  if (ukooa.pointCount !== 100_000) throw new Error(`UKOOA gave ${ukooa.pointCount} points`);
  report('UKOOA P1/90 100,000 points parse+project', ukooaMs, 1000);

  const zip = bigShapefile();
  const [shape, shapeMs] = await timeAsync(async () => {
    const imported = await importShapefileZip(zip, { fileName: 'stort-omraade.zip' });
    return { imported, result: validateAreas({ gross: imported.geometry, licences, restrictions }) };
  });
  if (shape.result.errors.length) throw new Error(JSON.stringify(shape.result.errors));
  report(
    `zipped shapefile ${(zip.length / 1024 / 1024).toFixed(1)} MB (420,000 vertices) read+validated`,
    shapeMs,
    1000,
  );

  const polygon = ellipse(3.5, 58.5, 1.2, 0.6, 10_000);
  const [validation, validationMs] = time(() => validateAreas({ gross: polygon, licences, restrictions }));
  if (validation.oceanArea !== 'NORDSJOEN') throw new Error(`ocean area ${validation.oceanArea}`);
  report('10,000-vertex polygon validated (20 licences, 50 restriction areas)', validationMs, 200);

  const net = ellipse(3.5, 58.5, 1.0, 0.45, 10_000);
  const [inside, insideMs] = time(() => validateAreas({ gross: polygon, net, licences, restrictions }));
  if (inside.warnings.some((w) => w.code === 'netOutsideGross')) throw new Error('net inside gross warned');
  report(
    '10,000-vertex net inside 10,000-vertex gross validated (same licences, restrictions)',
    insideMs,
    200,
  );

  const [same, sameMs] = time(() => validateAreas({ gross: polygon, net: polygon, licences, restrictions }));
  if (same.warnings.some((w) => w.code === 'netOutsideGross')) throw new Error('net equal to gross warned');
  report('net identical to the 10,000-vertex gross validated (same licences, restrictions)', sameMs, 200);

  // Hostile files are refused before anything is inflated or parsed (the tests check the refusal, this its speed).
  const refused = (file: Uint8Array, code: string) => async () => {
    try {
      await importShapefileZip(file);
    } catch (error) {
      if ((error as { code?: string }).code === code) return;
      throw error;
    }
    throw new Error(`not refused with ${code}`);
  };
  const bomb = zipSync(
    { 'a.shp': new Uint8Array(20 * 1024 * 1024), 'a.prj': new TextEncoder().encode(PRJ.WGS84) },
    { level: 9 },
  );
  report('zip bomb (20 MB of zeros in 20 KB) refused', (await timeAsync(refused(bomb, 'ZipBomb')))[1], 50);
  const big = new Uint8Array(51 * 1024 * 1024);
  big.set([0x50, 0x4b, 0x03, 0x04]);
  report('51 MB file refused', (await timeAsync(refused(big, 'FileTooLarge')))[1], 50);
}
