/** What every auth server action answers: a typed result, never a thrown error. */
export type ActionResult<T extends object = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      /** Error code from commerce (INVALID_CREDENTIALS, EMAIL_TAKEN, CSRF, ...). */
      code: string;
      /** Message for the whole form, already in the site's language. */
      formError?: string;
      /** Messages beside each field, keyed by field name. */
      fieldErrors?: Record<string, string>;
    };

/** zod issues to messages beside each field (first message per field). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** The sign-in form's state after a submit sent without its script (loginFromForm). */
export interface LoginFormState {
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** The e-mail as typed, shown again (the password never is). */
  email?: string;
}
