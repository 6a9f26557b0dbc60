// Shapefile import beside shpjs (issue 27: ours at most 1.0x its time on the same zip, our ED50 datum shift included;
// shpjs reprojects with proj4 and reads the .dbf, which we ignore). Per file: the bench's own ~5 MB ED50 UTM 31N zip,
// the directorate's real field and pipeline zips and the GDAL-written ED50 fixture (tests/fixtures/geometry/README.md),
// and every .zip in BENCH_SHAPEFILES=<dir> (e.g. the directorate's 1.8 MB discovery outlines, kept out of the repository).
// Medians of RUNS runs after WARM_UP runs, CPU time (steadier than wall time on a shared machine; shpjs inflates on
// libuv's threads, which the process's CPU time counts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import shp from 'shpjs';
import { importShapefileZip } from '../../src/domain/geometry/shapefile-import';
import { bigShapefile } from './lib/geometry-inputs';
import { median, timeAsync } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARM_UP = 3;
const AIM = 1.0;
const FIXTURES = 'tests/fixtures/geometry';

function files(): [string, Uint8Array][] {
  const list: [string, Uint8Array][] = [['generated stort-omraade.zip (bench)', bigShapefile()]];
  for (const name of ['sodir-fldArea.zip', 'sodir-pipLine.zip', 'ed50-felt-62n.zip'])
    list.push([name, new Uint8Array(readFileSync(path.join(FIXTURES, name)))]);
  const extra = process.env.BENCH_SHAPEFILES;
  if (extra) {
    for (const name of readdirSync(extra)
      .filter((f) => f.toLowerCase().endsWith('.zip'))
      .sort())
      list.push([name, new Uint8Array(readFileSync(path.join(extra, name)))]);
  }
  return list;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function run(): Promise<void> {
  const rows: string[] = [];
  let worst = 0;
  for (const [name, zip] of files()) {
    const arrayBuffer = zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer;
    const ours = async () => importShapefileZip(zip, { fileName: 'import.zip' });
    const theirs = () => shp(arrayBuffer);
    for (let i = 0; i < WARM_UP; i++) {
      await ours();
      await theirs();
    }
    // alternate ours and theirs so that a busy moment of the machine falls on both
    const oursCpu: number[] = [];
    const theirsCpu: number[] = [];
    const oursWall: number[] = [];
    const theirsWall: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [, o] = await timeAsync(ours, 1);
      const [, t] = await timeAsync(theirs, 1);
      oursCpu.push(o.cpu[0]);
      oursWall.push(o.wall[0]);
      theirsCpu.push(t.cpu[0]);
      theirsWall.push(t.wall[0]);
    }
    const [o, t] = [median(oursCpu), median(theirsCpu)];
    const ratio = o / t;
    worst = Math.max(worst, ratio);
    const result = await ours();
    rows.push(
      `| ${name} | ${mb(zip.length)} | ${result.geometry.type}, EPSG:${result.csOriginWkId} | ${o.toFixed(1)} (${median(oursWall).toFixed(1)}) | ${t.toFixed(1)} (${median(theirsWall).toFixed(1)}) | ${ratio.toFixed(2)}x ${ratio <= AIM ? 'ok' : 'FAILS'} |`,
    );
  }
  console.log(
    `shapefile import, ours vs shpjs: median ms CPU (wall) of ${RUNS} runs; aim ours/shpjs <= ${AIM.toFixed(1)}`,
  );
  console.log('| zip | size | ours read as | ours ms | shpjs ms | ratio |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`worst ratio ${worst.toFixed(2)}x: ${worst <= AIM ? 'meets' : 'misses'} the aim`);
}
