import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ResultPictureRepository } from './result-picture.repository';
import { ResultPictures } from './result-pictures';

const PICTURE = { code: 'AAAAAAAAAAAA', scores: [], format: 'square', language: 'de' } as const;

/** Pictures whose stored copies come from `find`, counting the reads. */
function pictures(find: () => Promise<Buffer | undefined>) {
  const reads = { count: 0 };
  const repository = {
    find: () => {
      reads.count += 1;
      return find();
    },
    save: () => Promise.resolve(),
  } as unknown as ResultPictureRepository;
  return { reads, pictures: new ResultPictures(repository, {} as FastifyBaseLogger) };
}

describe('ResultPictures', () => {
  it('reads a picture once for everyone who asks at the same time, then keeps it', async () => {
    const stored = Buffer.from('png');
    const { reads, pictures: kept } = pictures(
      () => new Promise((resolve) => setTimeout(() => resolve(stored), 10)),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => kept.picture(PICTURE)));
    expect(answers.every((png) => png === stored)).toBe(true);
    expect(await kept.picture(PICTURE)).toBe(stored);
    expect(reads.count).toBe(1);
  });

  it('keeps no failed read: everyone waiting gets the failure, and the next ask reads again', async () => {
    let fail = true;
    const { reads, pictures: kept } = pictures(() =>
      fail ? Promise.reject(new Error('database down')) : Promise.resolve(Buffer.from('png')),
    );
    const waiting = [kept.picture(PICTURE), kept.picture(PICTURE)];
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    fail = false;
    expect((await kept.picture(PICTURE)).toString()).toBe('png');
    expect(reads.count).toBe(2);
  });
});
