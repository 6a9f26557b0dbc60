import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_ARGS, serviceEnv } from '../../scripts/lib/service-runtime.mjs';

/**
 * The young generation's largest size (MB) in a Node process started with `args` while it allocates objects that live
 * for a while (a ring of 200,000), as the service's requests and the loading of the overview's read model do.
 */
function youngGenerationMb(args: string[]): number {
  const code = `
    const v8 = require('node:v8');
    let largest = 0;
    const ring = new Array(200000);
    for (let i = 0; i < 1.5e6; i++) {
      ring[i % ring.length] = { i, list: [i, i + 1] };
      if (i % 5000 === 0) largest = Math.max(largest, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    console.log(largest / 1048576);`;
  return Number(execFileSync(process.execPath, [...args, '-e', code], { encoding: 'utf8' }).trim());
}

describe('the service process', () => {
  it('starts with a young generation of at most 2 x 8 MB, where Node alone grows it past that', () => {
    expect(youngGenerationMb([])).toBeGreaterThan(16);
    expect(youngGenerationMb(SERVICE_NODE_ARGS)).toBeLessThanOrEqual(16);
  });

  it("fixes glibc malloc's trim and mmap thresholds unless the environment sets them", () => {
    expect(serviceEnv({ PORT: '8080' })).toEqual({ PORT: '8080', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(serviceEnv({ MALLOC_TRIM_THRESHOLD_: '1048576' }).MALLOC_TRIM_THRESHOLD_).toBe('1048576');
  });
});
