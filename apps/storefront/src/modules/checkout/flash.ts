import { z } from 'zod';
import type { PlaceResult } from './actions/place-result';
import type { StepResult } from './actions/step-result';

/** A flash (state-cookie.ts) read back: the refused answer of a step, or of the placement. */
const Step = z.object({
  ok: z.boolean(),
  formError: z.string().max(500).optional(),
  fieldErrors: z.record(z.string().max(60), z.string().max(300)).optional(),
  values: z.record(z.string().max(60), z.unknown()).optional(),
});
const Shown = z.object({
  previous: z.string(),
  subtotal: z.string(),
  savings: z.string().nullable(),
  delivery: z.string().nullable(),
  total: z.string(),
});
/** Lines named in an answer (a cookie holds it: a few, short). */
const Lines = z.array(z.string().max(300)).max(20).optional();
const Place = z.union([
  z.object({
    kind: z.literal('totalChanged'),
    total: z.number().int(),
    shown: Shown,
    sameTotal: z.boolean().optional(),
    changes: Lines,
  }),
  z.object({
    kind: z.literal('error'),
    message: z.string().max(500),
    step: z.enum(['contact', 'delivery', 'fiscal', 'payment', 'review']).optional(),
    cart: z.boolean().optional(),
    retry: z.boolean().optional(),
    lines: Lines,
  }),
]);

export const stepFlash = (value: unknown): StepResult | null => Step.safeParse(value).data ?? null;
export const placeFlash = (value: unknown): PlaceResult | null =>
  (Place.safeParse(value).data as PlaceResult | undefined) ?? null;
