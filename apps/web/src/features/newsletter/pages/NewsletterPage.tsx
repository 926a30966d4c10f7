import { useActionData, type ActionFunctionArgs } from 'react-router';
import { isLocale } from '@values-cross/core';
import { NewsletterForm } from '../components/NewsletterForm';
import type { SubscriptionResult } from '../forms/subscription';

/**
 * The newsletter form's action: a form of the home and end pages sent before the page's scripts
 * ran comes here, and the server renders this page with what it led to.
 */
export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<SubscriptionResult> {
  const { sendSubscription } = await import('../forms/send-subscription');
  const language = isLocale(params.lang) ? params.lang : 'de';
  return sendSubscription(await request.formData(), language, context);
}

/** /newsletter: the subscription on a page of its own, where a form sent without scripts lands. */
export function Component() {
  return <NewsletterForm result={useActionData<typeof action>()} asPage />;
}
