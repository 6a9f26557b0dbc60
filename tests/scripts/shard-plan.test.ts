import { describe, expect, it } from 'vitest';
import { notRunOnce, planShards, timesFromReports } from '../../scripts/lib/shard-plan.mjs';

describe("the browser tests' shard plan", () => {
  it('puts the longest spec files first, each into the shard with the least time so far', () => {
    const times = {
      'a.spec.ts': 300,
      'b.spec.ts': 200,
      'c.spec.ts': 200,
      'd.spec.ts': 100,
      'e.spec.ts': 100,
    };
    const shards = planShards(Object.keys(times), times, 2);
    expect(shards).toEqual([
      { files: ['a.spec.ts', 'd.spec.ts', 'e.spec.ts'], seconds: 500 },
      { files: ['b.spec.ts', 'c.spec.ts'], seconds: 400 },
    ]);
  });

  it('counts a spec file without a measured time as the mean of the measured ones, in the shard with the least time', () => {
    const times = { 'a.spec.ts': 300, 'b.spec.ts': 100 };
    const shards = planShards(['a.spec.ts', 'b.spec.ts', 'new.spec.ts'], times, 2);
    expect(shards).toEqual([
      { files: ['a.spec.ts'], seconds: 300 },
      { files: ['b.spec.ts', 'new.spec.ts'], seconds: 300 },
    ]);
  });

  it('runs every spec file exactly once, and names one that a plan leaves out or runs twice', () => {
    const specs = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts'];
    for (const count of [1, 2, 3, 4])
      expect(notRunOnce(specs, planShards(specs, { 'a.spec.ts': 5 }, count))).toEqual([]);
    expect(notRunOnce(specs, [{ files: ['a.spec.ts', 'b.spec.ts'] }, { files: ['b.spec.ts'] }])).toEqual([
      'b.spec.ts',
      'c.spec.ts',
    ]);
  });

  it("reads each spec file's seconds from Playwright's JSON reports, counting a retried test's last attempt", () => {
    const test = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) });
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [test(1500)] }],
          suites: [{ specs: [{ tests: [test(60_000, 2000)] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [test(0)] }] },
      ],
    };
    expect(
      timesFromReports([report, { suites: [{ file: 'c.spec.ts', specs: [{ tests: [test(4400)] }] }] }]),
    ).toEqual({
      'a.spec.ts': 4,
      'b.spec.ts': 0,
      'c.spec.ts': 4,
    });
  });
});
