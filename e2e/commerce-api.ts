/** The e2e stack's commerce API (global-setup starts it; E2E_COMMERCE_URL names another). */
export const commerceUrl = (): string => process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';

/** A JSON call to commerce for a journey's setup (a cart, its lines); a failure throws. */
export async function commerceApi(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${commerceUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
