import * as z from 'zod/mini';

/** GET site/: public facts about this installation the web app shows (privacy contact). */
export const siteResponse = z.object({ providerEmail: z.string() });
/** Public facts about this installation. */
export type Site = z.infer<typeof siteResponse>;
