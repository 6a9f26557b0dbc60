import { describe, expect, it } from 'vitest';
import { ageOf, formatBytes } from '@/web/features/device-health/health-format';

describe('device health figures', () => {
  it('writes storage sizes as a Norwegian reader does (decimal units, comma)', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812_000)).toBe('812 kB');
    expect(formatBytes(12_345_678)).toBe('12,3 MB');
    expect(formatBytes(1_200_000_000)).toBe('1,2 GB');
  });

  it('tells the age of the oldest unsent change in minutes, hours or days', () => {
    expect(ageOf(59_000)).toEqual({ unit: 'minutes', count: 0 });
    expect(ageOf(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf(60 * 60_000)).toEqual({ unit: 'hours', count: 1 });
    expect(ageOf(47 * 3_600_000)).toEqual({ unit: 'hours', count: 47 });
    expect(ageOf(49 * 3_600_000)).toEqual({ unit: 'days', count: 2 });
    expect(ageOf(-5)).toEqual({ unit: 'minutes', count: 0 });
  });
});
