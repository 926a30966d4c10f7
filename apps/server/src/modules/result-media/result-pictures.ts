import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@values-cross/core';
import { RecentCache } from '../../http/recent-cache';
import type { ImageFormat } from './cross-svg';
import { PictureTemplates } from './picture-template';
import type { PictureKey, ResultPictureRepository } from './result-picture.repository';

/**
 * The version of the drawing: raise it whenever a picture would come out differently (layout,
 * texts, fonts, colours); pictures kept by an older drawing are then drawn anew.
 */
export const DRAWING = 3;

/** Pictures kept in memory per instance (about 20 kB each). */
const KEPT_IN_MEMORY = 500;
/** How long a drawn picture waits to be written with the others drawn meanwhile. */
const WRITE_DELAY_MS = 50;

/**
 * A result's pictures: from memory, else from the database, else drawn (once, however many ask
 * at the same time) and written to the database shortly after, together with the others drawn
 * meanwhile (one transaction instead of one per picture). A result never changes, so a kept
 * picture stays right; the personal-data registry removes a result's pictures before its code
 * changes.
 */
export class ResultPictures {
  private readonly templates = new PictureTemplates();
  private readonly kept = new RecentCache<Buffer>(KEPT_IN_MEMORY);
  private waiting: (PictureKey & { png: Buffer })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: ResultPictureRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The PNG of a result's picture in a format and language. */
  picture(input: {
    code: string;
    scores: readonly number[];
    format: ImageFormat;
    language: Locale;
  }): Promise<Buffer> {
    const key = `${input.code}/${input.format}/${input.language}`;
    return this.kept.load(key, () => this.load(input));
  }

  /** Writes the pictures waiting to be written (the app does it when it closes). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) {
      this.writing = this.writing
        .then(() => this.repository.save(batch))
        .catch((error: unknown) => {
          // Only a saving is lost: the picture is drawn again when it is asked for.
          this.log.warn({ err: error, pictures: batch.length }, 'result pictures not kept');
        });
    }
    return this.writing;
  }

  private async load({
    code,
    scores,
    format,
    language,
  }: {
    code: string;
    scores: readonly number[];
    format: ImageFormat;
    language: Locale;
  }): Promise<Buffer> {
    const key = { code, format, language, drawing: DRAWING };
    const stored = await this.repository.find(key);
    if (stored) return stored;
    const template = await this.templates.get(language, format);
    const png = template.render({ scores, code });
    this.waiting.push({ ...key, png });
    this.timer ??= setTimeout(() => void this.flush(), WRITE_DELAY_MS);
    return png;
  }
}
