/** Wall and CPU time of a task run `times` times (three unless told; the first cold); benchmarks print the median. */
export interface Runs {
  wall: number[];
  cpu: number[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

export function time<T>(run: () => T, times = 3): [T, Runs] {
  const runs: Runs = { wall: [], cpu: [] };
  let result: T | undefined;
  for (let i = 0; i < times; i++) {
    const cpu = cpuMs();
    const started = performance.now();
    result = run();
    runs.wall.push(performance.now() - started);
    runs.cpu.push(cpuMs() - cpu);
  }
  return [result as T, runs];
}

export async function timeAsync<T>(run: () => Promise<T>, times = 3): Promise<[T, Runs]> {
  const runs: Runs = { wall: [], cpu: [] };
  let result: T | undefined;
  for (let i = 0; i < times; i++) {
    const cpu = cpuMs();
    const started = performance.now();
    result = await run();
    runs.wall.push(performance.now() - started);
    runs.cpu.push(cpuMs() - cpu);
  }
  return [result as T, runs];
}
