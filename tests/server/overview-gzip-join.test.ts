import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipJoin, gzipPrefix } from '@/server/modules/acquisition-map/gzip-join';

describe('gzipJoin', () => {
  it('joins one compressed start with different endings into valid gzip bodies', async () => {
    const start = `{"features":[${Array.from({ length: 2000 }, (_, i) => `{"n":${i},"name":"Undersøkelse ${i}"}`).join(',')}`;
    const prefix = await gzipPrefix(start);
    for (const ending of [']}', ',{"n":"utkast æøå"}]}', `,${'x'.repeat(100_000)}]}`]) {
      const body = await gzipJoin(prefix, ending);
      expect(gunzipSync(body).toString()).toBe(start + ending);
    }
    expect((await gzipJoin(prefix, ']}')).length).toBeLessThan(Buffer.byteLength(start) / 5);
  });
});
