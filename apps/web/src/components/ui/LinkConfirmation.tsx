import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** Each confirmation's outcome per token, so one link is sent once however often its page shows. */
const outcomes = new WeakMap<(token: string) => Promise<unknown>, Map<string, Promise<unknown>>>();

function confirmOnce<T>(confirm: (token: string) => Promise<T>, token: string): Promise<T> {
  const byToken = outcomes.get(confirm) ?? new Map<string, Promise<unknown>>();
  outcomes.set(confirm, byToken);
  let outcome = byToken.get(token) as Promise<T> | undefined;
  if (!outcome) {
    outcome = confirm(token);
    byToken.set(token, outcome);
  }
  return outcome;
}

/**
 * A mailed one-time link that confirms something (an address, a subscription): the outcome the
 * server's action gave for the button sent before the page's scripts ran (`sent`), else, once
 * they run, the link's own confirmation, made once per token. Undefined until one of them is
 * there. Showing the page spends nothing: a mail scanner that opens the link without running the
 * scripts confirms nothing.
 */
export function useLinkConfirmation<T>(
  confirm: (token: string) => Promise<T>,
  { token, sent }: { token: string; sent: T | undefined },
): T | undefined {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<T | undefined>(sent);
  useEffect(() => {
    if (sent !== undefined || !hydrated) return;
    let shown = true;
    void confirmOnce(confirm, token).then((result) => shown && setOutcome(result));
    return () => {
      shown = false;
    };
  }, [confirm, hydrated, sent, token]);
  return outcome;
}

/**
 * What a confirmation link's page shows until its outcome is there: before the page's scripts
 * run, the one button that sends the confirmation to the link's own address (the form names no
 * other, so the token comes along); once they run, that it is being confirmed.
 */
export function PendingConfirmation({ button, working }: { button: string; working: string }) {
  return useHydrated() ? (
    <p role="status">{working}</p>
  ) : (
    <form method="post">
      <button type="submit" className="button button--primary">
        {button}
      </button>
    </form>
  );
}
