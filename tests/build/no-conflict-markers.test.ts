// A merge's conflict left in a tracked text file (README.md once held one for a whole session) fails the tests.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the tracked files', () => {
  it('hold no merge-conflict markers', () => {
    let found = '';
    try {
      // git grep answers 1 when nothing matches; binary files are skipped (-I).
      found = execFileSync('git', ['grep', '-nIE', '^(<{7} |>{7} |={7}$)', '--', '.'], { encoding: 'utf8' });
    } catch (error) {
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});
