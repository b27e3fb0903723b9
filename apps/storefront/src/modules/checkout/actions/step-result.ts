/** What a step's server action answers when it does not move on (it redirects when it does). */
export interface StepResult {
  ok: boolean;
  /** A message for the whole step, in the site's language. */
  formError?: string;
  /** Messages beside each field, keyed by the field's dotted name. */
  fieldErrors?: Record<string, string>;
  /** What the shopper typed (never a card's fields), to fill the form in again without script. */
  values?: Record<string, unknown>;
}

export const IDLE: StepResult = { ok: true };
