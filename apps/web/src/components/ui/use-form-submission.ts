import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** A message per field that is not right yet; a field without one is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>;

/** The outcome of the last submission, for `FormMessage`. */
export interface FormOutcome {
  error?: string;
  success?: string;
}

/** What a sent form leads to: a message to show; when the page is left, the form stays busy. */
export interface SendResult {
  success?: string;
  leaving?: boolean;
}

/** How one form is submitted: checked here first, then sent; a failure becomes a message. */
export interface Submission<F extends string> {
  validate: (form: HTMLFormElement) => FieldErrors<F>;
  send: (form: HTMLFormElement) => Promise<SendResult>;
  /** The message for a failed send, and field errors it implies (a wrong old password). */
  failure: (error: unknown) => { message: string; fields?: FieldErrors<F> };
}

/**
 * The submission of a form that only the page's scripts send (product.md §8; a form with a route
 * action uses `useActionForm`): field errors from the check before sending, busy while the
 * request runs (the submit button is disabled), and the outcome, an error or a confirmation.
 * Busy too until the page works: a form the server rendered must not be sent by the browser on
 * its own to an address without an action, which would put the fields into the address.
 */
export function useFormSubmission<F extends string>({ validate, send, failure }: Submission<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [outcome, setOutcome] = useState<FormOutcome>({});
  const [busy, setBusy] = useState(false);
  const working = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler returns: keep the form itself.
    const form = event.currentTarget;
    const found = validate(form);
    setErrors(found);
    setOutcome({});
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    send(form).then(
      ({ success, leaving }) => {
        setOutcome({ success });
        if (!leaving) setBusy(false);
      },
      (error: unknown) => {
        const { message, fields } = failure(error);
        if (fields) setErrors((current) => ({ ...current, ...fields }));
        setOutcome({ error: message });
        setBusy(false);
      },
    );
  };

  return {
    errors,
    setErrors,
    outcome,
    setOutcome,
    busy: busy || !working,
    onSubmit,
  };
}
