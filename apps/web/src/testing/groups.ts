import type { Group } from '@values-cross/contract';

/** A group as the API shows it: below the minimum by default, or with a cross. */
export function groupOf(overrides: Partial<Group> = {}): Group {
  return {
    code: 'Ab12Cd34Ef',
    name: 'Class 3b',
    language: 'en',
    members: 3,
    closed: false,
    average: null,
    spread: null,
    versions: [],
    ...overrides,
  };
}

const scores = (value: number) =>
  Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`score${i + 1}`, value])) as NonNullable<
    Group['average']
  >;

/** A group of six with its average cross (every value 0.5, the middle half 0.4 to 0.6). */
export function groupWithCross(overrides: Partial<Group> = {}): Group {
  return groupOf({
    members: 6,
    average: scores(0.5),
    spread: Object.fromEntries(
      Object.keys(scores(0)).map((key) => [key, [0.4, 0.6] as [number, number]]),
    ) as NonNullable<Group['spread']>,
    ...overrides,
  });
}

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
