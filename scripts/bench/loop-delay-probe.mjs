// Preloaded into the service by the geometry-load benchmark (NODE_OPTIONS=--import): measures the main thread's
// event-loop delay; SIGUSR2 writes its figures (ms) to LOOP_DELAY_OUT and starts a new measurement.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.LOOP_DELAY_OUT) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    writeFileSync(process.env.LOOP_DELAY_OUT, JSON.stringify(figures));
    histogram.reset();
  });
}
