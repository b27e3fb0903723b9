'use server';

import { formArgument } from '../../../lib/actions/form-argument';
import { submitChallenge } from './answer-challenge';
import { placeOrderAction } from './place-order';
import { PLACE_IDLE } from './place-result';
import { saveContact } from './save-contact';
import { saveDelivery } from './save-delivery';
import { saveFiscal } from './save-fiscal';
import { savePayment } from './save-payment';
import { IDLE } from './step-result';

const STEPS = {
  contact: saveContact,
  delivery: saveDelivery,
  fiscal: saveFiscal,
  payment: savePayment,
} as const;

/**
 * The action of every checkout form posted before (or without) the page's script, by its hidden
 * `checkoutStep` field; each step's action then redirects (to the next step, or back with its
 * messages). With the script, each form sends its own action through `useActionState`.
 *
 * Why one unbound action: React renders a form whose action is bound (useActionState's is bound
 * to its state) only after encoding that state asynchronously, which cuts the streamed page into
 * hidden pieces that only a script puts back in place. An unbound action renders at once.
 */
export async function postCheckoutForm(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const form = String(data.get('checkoutStep') ?? '');
  if (Object.hasOwn(STEPS, form)) await STEPS[form as keyof typeof STEPS](IDLE, data);
  else if (form === 'review') await placeOrderAction(PLACE_IDLE, data);
  else if (form === 'challenge') await submitChallenge({ error: null }, data);
}
