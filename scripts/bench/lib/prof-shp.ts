import { importShapefileZip } from '../../../src/domain/geometry/shapefile-import';
import { bigShapefile } from './geometry-inputs';
const zip = bigShapefile();
for (let i = 0; i < 8; i++) {
  const c = process.cpuUsage();
  importShapefileZip(zip, { fileName: 'a.zip' });
  const u = process.cpuUsage(c);
  console.log(((u.user + u.system) / 1000).toFixed(0));
}
