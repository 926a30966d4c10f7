import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scored } from '../testing/factories';
import { listTurn, newListSeed, optionsInPersonalOrder } from './list-order';

const list = scored({ id: 82, type: 'MC_MAX3', scorings: Array.from({ length: 6 }, () => ({})) });
const scale = scored({ id: 3, type: 'SC', scorings: Array.from({ length: 5 }, () => ({})) });
const ids = (answers: readonly { id: number }[]) => answers.map((a) => a.id);

describe('optionsInPersonalOrder', () => {
  it('keeps a person’s order of a list, holds every option once, and leaves scales alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const order = ids(optionsInPersonalOrder(list, seed));
        expect(ids(optionsInPersonalOrder(list, seed))).toEqual(order);
        expect([...order].sort()).toEqual(ids(list.answers).sort());
        expect(optionsInPersonalOrder(scale, seed)).toBe(scale.answers);
      }),
    );
    expect(optionsInPersonalOrder(list, null)).toBe(list.answers);
  });

  it('turns a list: it starts at the seed’s option and keeps the round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const order = ids(optionsInPersonalOrder(list, seed));
        const turn = listTurn(seed, list.answers.length);
        expect(order[0]).toBe(list.answers[turn]?.id);
        order.forEach((id, place) =>
          expect(id).toBe(list.answers[(place + turn) % list.answers.length]?.id),
        );
      }),
    );
  });

  it('puts each option first about equally often over many people', () => {
    const random = (() => {
      let n = 1;
      return () => (n = (n * 48271) % 2147483647) / 2147483647;
    })();
    const first = new Map<number, number>();
    const people = 6000;
    for (let p = 0; p < people; p += 1) {
      const [top] = optionsInPersonalOrder(list, newListSeed(random));
      if (top) first.set(top.id, (first.get(top.id) ?? 0) + 1);
    }
    expect(first.size).toBe(6);
    for (const count of first.values())
      expect(Math.abs(count / people - 1 / 6)).toBeLessThan(0.025);
  });
});
