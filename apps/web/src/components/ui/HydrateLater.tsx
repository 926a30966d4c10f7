import { Suspense, useState, type ReactElement } from 'react';
import { turnToHydrate } from '../../lib/hydration-steps';

/** Whether a part still waits for its turn, and the promise of that turn. */
interface Wait {
  waiting: boolean;
  turn: Promise<void> | null;
}

/** Asks for a turn if a hydration goes on; the part waits while `waiting` is true. */
function askForTurn(): Wait {
  const turn = turnToHydrate();
  const wait: Wait = { waiting: turn !== null, turn: null };
  wait.turn = turn?.then(() => void (wait.waiting = false)) ?? null;
  return wait;
}

function WaitForTurn({ children }: { children: ReactElement }) {
  // Kept while the part is suspended: a part asks for a turn once, then renders.
  const [wait] = useState(askForTurn);
  if (wait.waiting && wait.turn) throw wait.turn;
  return children;
}

/**
 * A part of the page taken over after the rest, in a task of its own (lib/hydration-steps.ts).
 * Its child must be one element: the renderer keeps exactly one node of server markup for a part
 * that waits. On the server and after the first hydration it renders as it is.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
