import * as z from 'zod/mini';
import { publicCrossSchema } from './answer-sets';
import { idParam, seenOnly } from './common';

/** How many people a gallery page holds unless the client asks otherwise. */
export const GALLERY_PAGE_SIZE = 24;

/** GET gallery/: the opaque cursor of the page and its size. */
export const galleryQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(40), seenOnly)),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), GALLERY_PAGE_SIZE),
});

/** GET gallery/{id}/: the person's user id. */
export const galleryParams = z.object({ id: idParam });

/**
 * A gallery entry: first name, last initial, portrait and the cross's scores; nothing else is
 * public (no result code, which would lead to the person's answers).
 */
export const galleryItemResponse = z.object({
  id: z.number(),
  firstName: z.string(),
  lastInitial: z.string(),
  portraitUrl: z.nullable(z.string()),
  swissCross: publicCrossSchema,
});
/** A person of the gallery as the API returns them (web `GalleryItem`). */
export type GalleryItem = z.infer<typeof galleryItemResponse>;

/** A page of the gallery, newest first, with the cursor of the next page or null at the end. */
export const galleryPageResponse = z.object({
  results: z.array(galleryItemResponse),
  next: z.nullable(z.string()),
});
/** A page of the gallery. */
export type GalleryPage = z.infer<typeof galleryPageResponse>;
