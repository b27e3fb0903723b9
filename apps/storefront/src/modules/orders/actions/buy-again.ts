'use server';

import { accountOrderUrl, cartUrl } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import { buyOrderAgain } from '../../../lib/commerce/orders';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { rememberCart } from '../../cart';

const Input = z.object({
  site: z.string().min(1).max(40),
  orderId: z.string().uuid(),
});

/**
 * Buy again (issue 23): commerce adds the order's lines still sold to the shopper's open cart at
 * today's prices; the cart becomes the shopper's and the cart page opens. A plain form post, so
 * it works before the script loads.
 */
export async function buyAgainAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const input = Input.safeParse({ site: data.get('site'), orderId: data.get('orderId') });
  const tenant = input.success ? getTenantByPathPrefix(input.data.site) : undefined;
  // A form no page of ours sends (a forged call): the default site's home, nothing changed.
  if (!input.success || !tenant || !isSameOriginRequest(await headers())) redirect('/');
  const { data: result } = await buyOrderAgain(tenant, input.data.orderId);
  const back = (notice: string) =>
    `${accountOrderUrl(tenant, input.data.orderId)}?notice=${notice}`;
  // Only this site's cart becomes this site's (another site's order is bought again there).
  if (!result || result.cart.siteId !== tenant.siteId) redirect(back('buyAgainFailed'));
  await rememberCart(tenant, result.cart.cartId);
  if (result.cart.lines.length === 0) redirect(back('buyAgainNone'));
  redirect(cartUrl(tenant));
}
