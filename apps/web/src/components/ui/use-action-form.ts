import { useState, type FormEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import type { FieldErrors, FormOutcome } from './use-form-submission';

/** How a form sent to its page's route action is checked, and what its answer shows. */
export interface ActionForm<F extends string> {
  /** What is missing or malformed, checked before the form is sent (by `button`, if one sent it). */
  validate: (form: HTMLFormElement, button: HTMLButtonElement | null) => FieldErrors<F>;
  /** The route action's answer (`useActionData`): a new one replaces what shows. */
  answer: unknown;
  /** That answer as messages: field errors and an outcome. */
  shown: { errors?: FieldErrors<F>; outcome?: FormOutcome } | null | undefined;
  /**
   * What is sent instead of the form's fields as they are (a picture the page prepared): sent as
   * multipart to the form's action.
   */
  payload?: (form: HTMLFormElement) => FormData;
}

/**
 * A form whose page's route action reads, checks and sends it, the same action whether the
 * server runs it (a form sent before the scripts ran) or the browser does (product.md §8,
 * decision 0063): the check runs here first, then the form goes to the action, busy until the
 * action answered; its answer shows as field errors and an outcome. The button that sent the form
 * goes with it (its `name` and `value`, an intent).
 */
export function useActionForm<F extends string>({
  validate,
  answer,
  shown,
  payload,
}: ActionForm<F>) {
  const submit = useSubmit();
  const navigation = useNavigation();
  // The last check and the answer it was made beside: shown until a newer answer comes.
  const [checked, setChecked] = useState<{ errors: FieldErrors<F>; beside: unknown } | null>(null);
  const current = checked !== null && checked.beside === answer;
  const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { submitter } = event.nativeEvent as SubmitEvent;
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    const found = validate(form, button);
    setChecked({ errors: found, beside: answer });
    if (Object.values(found).some(Boolean)) return;
    if (payload) {
      void submit(payload(form), {
        method: 'post',
        action: form.getAttribute('action') ?? undefined,
        encType: 'multipart/form-data',
      });
    } else void submit(button ?? form);
  };

  const errors: FieldErrors<F> = current ? checked.errors : (shown?.errors ?? {});
  const outcome: FormOutcome = current ? {} : (shown?.outcome ?? {});
  return { errors, outcome, busy, onSubmit };
}
