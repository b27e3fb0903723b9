/**
 * A step form's fields as the shared zod schemas read them: dotted names (`document.type`) become
 * nested objects and a blank field is a missing one (an optional apartment, a business name a
 * boleta does not ask for). Used by the forms' resolvers and by the server actions alike.
 */
type Tree = { [key: string]: unknown };

export function blankToMissing<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? undefined : value) as T;
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  const out: Tree = {};
  for (const [k, v] of Object.entries(value as Tree)) {
    const cleaned = blankToMissing(v);
    if (cleaned !== undefined) out[k] = cleaned;
  }
  return out as T;
}

/** The named fields of a form, nested by their dots (other fields, like Next's, are left out). */
export function fieldsOf(data: Pick<FormData, 'get'>, names: readonly string[]): Tree {
  const out: Tree = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value !== 'string') continue;
    const keys = name.split('.');
    let at = out;
    for (const key of keys.slice(0, -1)) {
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
      at = at[key] as Tree;
    }
    at[keys.at(-1)!] = value;
  }
  return out;
}

/** zod issues as messages beside each field, keyed by the field's dotted name (first wins). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A step form's starting values: what the shopper posted in a refused no-script submission (a
 * flash's `values`) over the saved ones, so the form's state (the kind ticked, the place picked)
 * is the page's, in the server render and after hydration alike. Only strings are taken, and
 * only for the form's own fields.
 */
export function postedOver<V extends Tree>(defaults: V, posted: unknown): V {
  if (typeof posted !== 'object' || posted === null) return defaults;
  const out: Tree = { ...defaults };
  for (const [key, value] of Object.entries(posted as Tree)) {
    if (!(key in defaults)) continue;
    const saved = defaults[key];
    if (typeof value === 'string') out[key] = value;
    else if (typeof saved === 'object' && saved !== null && !Array.isArray(saved)) {
      out[key] = postedOver(saved as Tree, value);
    }
  }
  return out as V;
}
