import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_SEED_KEY, listTurn, MAX_LIST_OPTIONS } from '@values-cross/core';
import { turnListsEarly } from './turn-lists-early';

/** A root that records its attributes, and a storage holding `kept`. */
function page(kept: Record<string, string> = {}) {
  const marks = new Map<string, string>();
  const root = { setAttribute: (name: string, value: string) => void marks.set(name, value) };
  const storage = {
    getItem: (key: string) => kept[key] ?? null,
    setItem: (key: string, value: string) => void (kept[key] = value),
  };
  return { marks, root, storage, kept };
}

describe('turnListsEarly, the page’s first inline script', () => {
  it('marks every list size with the turn core gives the kept seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const { marks, root, storage } = page({ [LIST_SEED_KEY]: String(seed) });
        turnListsEarly(root, () => storage, Math.random);
        for (let size = 2; size <= MAX_LIST_OPTIONS; size += 1) {
          expect(marks.get(`data-list-turn-${size}`)).toBe(String(listTurn(seed, size)));
        }
        expect(marks.size).toBe(MAX_LIST_OPTIONS - 1);
      }),
    );
  });

  it('chooses and keeps a seed for a person without one, under core’s key', () => {
    const { marks, root, storage, kept } = page();
    turnListsEarly(
      root,
      () => storage,
      () => 0.5,
    );
    expect(kept[LIST_SEED_KEY]).toBe(String(2 ** 31));
    expect(marks.get('data-list-turn-3')).toBe(String(listTurn(2 ** 31, 3)));
  });

  it('marks nothing where storage is refused, so that lists keep the questionnaire’s order', () => {
    const { marks, root } = page();
    turnListsEarly(
      root,
      () => {
        throw new Error('SecurityError');
      },
      Math.random,
    );
    expect(marks.size).toBe(0);
  });
});

describe('list-turns.css', () => {
  const css = readFileSync(
    join(import.meta.dirname, 'features', 'survey', 'components', 'list-turns.css'),
    'utf8',
  ).replace(/\s+/g, ' ');

  it('turns every list size up to the most options a list may have, by every turn', () => {
    for (let size = 2; size <= MAX_LIST_OPTIONS; size += 1) {
      for (let turn = 1; turn < size; turn += 1) {
        expect(css).toContain(
          `:root[data-list-turn-${size}='${turn}'] .choices--turnable[data-options='${size}'] > .choice:nth-of-type(-n + ${turn})`,
        );
      }
    }
  });
});
