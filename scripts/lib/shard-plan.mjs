// Splits the browser tests' spec files over shards by their measured time (e2e/shard-times.json), longest first, each
// into the shard with the least time so far; a spec file without a measured time (a new one) counts as the mean of the
// measured ones. Ties go by name, so the plan is the same on every machine.

/**
 * @param {string[]} specs the spec files (names such as 'notes.spec.ts')
 * @param {Record<string, number>} times seconds per spec file, as measured
 * @param {number} count how many shards
 * @returns {{ files: string[], seconds: number }[]}
 */
export function planShards(specs, times, count) {
  const known = Object.values(times);
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const secondsOf = (spec) => times[spec] ?? mean;
  const byTime = [...specs].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const spec of byTime) {
    const least = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    least.files.push(spec);
    least.seconds += secondsOf(spec);
  }
  for (const shard of shards) shard.files.sort((a, b) => a.localeCompare(b));
  return shards;
}

/**
 * The spec files that the plan does not run exactly once (missing, or in two shards); empty when every one runs once.
 * @param {string[]} specs
 * @param {{ files: string[] }[]} shards
 * @returns {string[]}
 */
export function notRunOnce(specs, shards) {
  const runs = new Map(specs.map((spec) => [spec, 0]));
  for (const file of shards.flatMap((shard) => shard.files)) runs.set(file, (runs.get(file) ?? 0) + 1);
  return [...runs].filter(([, n]) => n !== 1).map(([spec]) => spec);
}

/**
 * Seconds per spec file from Playwright's JSON reports, rounded: each test's last attempt (a retry's first, failed
 * attempt says little about how long the test takes).
 * @param {{ suites?: unknown[] }[]} reports
 * @returns {Record<string, number>}
 */
export function timesFromReports(reports) {
  /** @type {Record<string, number>} */
  const times = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = (test.results ?? []).at(-1);
        times[file] = (times[file] ?? 0) + (last?.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const report of reports)
    for (const suite of report.suites ?? []) walk(suite, suite.file.split('/').pop());
  return Object.fromEntries(
    Object.entries(times)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([f, s]) => [f, Math.round(s)]),
  );
}
