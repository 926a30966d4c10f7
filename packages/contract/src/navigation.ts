import * as z from 'zod/mini';

/** GET /{lang}/navigation.json: the footer menu of a language (product.md §3: navigation entry). */
export const navigationResponse = z.array(z.object({ title: z.string(), url: z.string() }));
/** The footer menu of a language. */
export type Navigation = z.infer<typeof navigationResponse>;
