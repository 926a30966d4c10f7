// The page's first inline script (written into the built index.html's head by vite.config.ts,
// allowed by its hash in the content security policy; it must not import anything): it reads the
// person's list seed from local storage, or chooses one, and marks the root with each list size's
// turn, so that the style sheet shows a list in the person's order from the first paint, before
// the scripts that render it so run (issue 53, decision 0052). Core's listTurn, LIST_SEED_KEY and
// MAX_LIST_OPTIONS say the same; a test holds them equal.

/** Marks `root` with `data-list-turn-{size}` for every list size; nothing when storage is refused. */
export function turnListsEarly(
  root: { setAttribute(name: string, value: string): void },
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  random: () => number,
): void {
  try {
    // Reading `localStorage` itself throws where storage is blocked.
    const kept = storage();
    let seed = kept.getItem('vc-list-seed');
    if (!seed || !/^\d{1,10}$/.test(seed)) {
      seed = String(Math.floor(random() * 4294967296));
      kept.setItem('vc-list-seed', seed);
    }
    for (let size = 2; size <= 12; size += 1) {
      root.setAttribute(`data-list-turn-${size}`, String(Number(seed) % size));
    }
  } catch {
    // Storage refused (blocked, full): lists keep the questionnaire's order, as the app then does.
  }
}
