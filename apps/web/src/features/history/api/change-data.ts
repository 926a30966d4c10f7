import { apiPath, changePath } from '@values-cross/contract/paths';
import { apiJson } from '@/lib/api-client';
import type { AnswerOf } from '@/lib/api-responses';

/** Two results compared on one basis, as the server works it out (decision 0050). */
export type Change = AnswerOf<'change'>;

/** What changed from the earlier result to the later one; throws when it cannot be loaded. */
export function fetchChange(earlier: string, later: string): Promise<Change> {
  return apiJson('change', apiPath(changePath, { code: later, earlier }));
}
