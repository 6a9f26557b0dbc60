import { describe, expect, it } from 'vitest';
import { OverviewSnapshot } from '@/server/db/read-models/overview-read-model';

describe('OverviewSnapshot.derive', () => {
  it('computes a value once and shares it between callers', async () => {
    const snapshot = new OverviewSnapshot(1, [], new Date());
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([snapshot.derive('a', compute), snapshot.derive('a', compute)])).toEqual([1, 1]);
    expect(computed).toBe(1);
  });

  it('forgets what it kept once the values it was told the size of pass 32 MB', async () => {
    const snapshot = new OverviewSnapshot(1, [], new Date());
    const list = (n: number) => async () => new Array<number>(n).fill(0);
    const bytes = (value: number[]) => value.length * 8;
    await snapshot.derive('small', list(10), bytes);
    await snapshot.derive('other', async () => 'kept');
    await snapshot.derive('large', list(3 * 1024 * 1024), bytes);
    expect(snapshot.memo.has('other')).toBe(true);
    await snapshot.derive('larger', list(2 * 1024 * 1024), bytes);
    expect(snapshot.memo.size).toBe(0);
    await snapshot.derive('again', list(10), bytes);
    expect([...snapshot.memo.keys()]).toEqual(['again']);
  });
});
