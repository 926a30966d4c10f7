import { describe, expect, it } from 'vitest';
import { JobLimit } from './job-limit';

describe('JobLimit', () => {
  it('runs at most `max` jobs at once, all of them eventually, failures included', async () => {
    const limit = new JobLimit(2);
    let active = 0;
    let most = 0;
    const job = (i: number) =>
      limit.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        if (i === 3) throw new Error('broken image');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map(job));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect(results[3]?.status).toBe('rejected');
    expect(await limit.run(async () => 'after')).toBe('after');
  });
});
