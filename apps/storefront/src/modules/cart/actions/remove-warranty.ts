'use server';
import { z } from 'zod';
import { removeService } from '../data';
import {
  type CartActionResult,
  cartContext,
  LineId,
  refused,
  resultOf,
  Site,
  Version,
} from './common';

const Input = z.object({ site: Site, version: Version, lineId: LineId, serviceLineId: LineId });

export async function removeWarranty(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  const { version, lineId, serviceLineId } = parsed.data;
  return resultOf(await removeService(ctx.tenant, ctx.cartId, version, lineId, serviceLineId));
}
