import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { commerceUrl } from './commerce-api';
import { hydrated } from './hydration';
import { authForm, demoSessionId } from './session';

/**
 * What an attacker sends the storefront outside its pages (issue 20): server actions from another
 * origin or with bodies Next cannot decode, pages-router data URLs, control characters and
 * broken escapes in paths and queries. Answers are 4xx (or a page), never 5xx, and quick.
 */

interface CapturedAction {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The login form's real server action request, as the browser sent it. */
async function loginAction(page: Page): Promise<CapturedAction> {
  const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
  await page.goto('/fierro-cl/login/');
  const form = authForm(page, 'Inicia sesión');
  const submit = await hydrated(form.getByRole('button', { name: 'Ingresar' }));
  await form.getByLabel('Correo electrónico').fill('nadie@example.cl');
  await form.getByLabel('Contraseña').fill('secreto1');
  await submit.click();
  const r = await sent;
  return { url: r.url(), headers: r.headers(), body: r.postData() ?? '' };
}

test('server actions: another origin 403, a body Next cannot decode 400, too large 413', async ({
  page,
  request,
  baseURL,
}) => {
  const captured = await loginAction(page);
  const replay = (body: string, headers: Record<string, string> = {}, url = captured.url) =>
    request.post(url, {
      headers: {
        'next-action': captured.headers['next-action']!,
        'next-router-state-tree': captured.headers['next-router-state-tree'] ?? '',
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        origin: baseURL!,
        ...headers,
      },
      data: body,
      maxRedirects: 0,
    });
  // The guard lets the real request through: the action answers (wrong password).
  const real = await replay(captured.body);
  expect(real.status()).toBe(200);
  expect(await real.text()).toContain('INVALID_CREDENTIALS');

  for (const origin of ['https://evil.example', 'null']) {
    expect((await replay(captured.body, { origin })).status(), origin).toBe(403);
    // Posted to a page the proxy's matcher otherwise skips (the anonymous home).
    expect((await replay(captured.body, { origin }, `${baseURL}/fierro-cl/`)).status()).toBe(403);
  }
  for (const body of [
    '',
    '{{{garbage',
    '["$@1","$Q2"]',
    '[{"email":"$K9"}]',
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  ]) {
    expect((await replay(body)).status(), body.slice(0, 20)).toBe(400);
  }
  const multipart = await replay('garbage', {
    'content-type': 'multipart/form-data; boundary=xx',
  });
  expect(multipart.status()).toBe(400);
  expect((await replay(JSON.stringify(['x'.repeat(2 * 1024 * 1024)]))).status()).toBe(413);
});

/** The build's server actions by name, each with a page of ours that carries it. */
function serverActions(): Array<{ id: string; name: string; page: string }> {
  const manifest = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '..',
        'apps',
        'storefront',
        process.env.FIERRO_NEXT_DIST_DIR ?? '.next',
        'server',
        'server-reference-manifest.json',
      ),
      'utf8',
    ),
  ) as { node: Record<string, { exportedName?: string; workers: Record<string, unknown> }> };
  const urlOf = (worker: string) =>
    `/${worker
      .replace(/^app\//, '')
      .replace(/\/page$/, '')
      .split('/')
      .filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith('[[...'))
      .map((s) => (s === '[site]' ? 'fierro-cl' : s.startsWith('[') ? 'x' : s))
      .join('/')}/`;
  return Object.entries(manifest.node)
    .filter(([, a]) => a.exportedName && !a.exportedName.startsWith('$$'))
    .map(([id, a]) => {
      const workers = Object.keys(a.workers).filter((w) => w.endsWith('/page'));
      const plain = workers.find((w) => !/\[(?!site\])/.test(w)) ?? workers[0]!;
      return { id, name: a.exportedName!, page: urlOf(plain) };
    });
}

test('every server action answers forged arguments and a form from another origin without a 5xx', async ({
  request,
  baseURL,
}) => {
  const actions = serverActions();
  // The forms' actions among them (a no-script post reads its fields, and a call with JSON
  // arguments once failed on them with a 500).
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['cartForm', 'postCheckoutForm', 'loginFromForm', 'lookupOrderAction']),
  );
  // Signed in too: the account's pages send a guest to the login before any action runs.
  const sessionId = await demoSessionId(commerceUrl());
  const failed: string[] = [];
  for (const [action, cookie] of actions.flatMap(
    (a) =>
      [
        [a, ''],
        [a, `sessionId=${sessionId}; userRole=`],
      ] as const,
  )) {
    for (const args of ['[{}]', '["x"]', '[null,null]', '[]', '[{"get":1},{"entries":[]}]']) {
      const res = await request.post(action.page, {
        headers: {
          'next-action': action.id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL!,
          ...(cookie ? { cookie } : {}),
        },
        data: args,
        maxRedirects: 0,
      });
      if (res.status() >= 500) {
        failed.push(`${action.name} ${action.page} ${args} ${cookie ? 'signed in' : 'guest'}`);
      }
    }
  }
  expect(failed).toEqual([]);
  // A form posted before the script names its action in a field, not a header: from another
  // origin it is refused at once (Next threw, a 500), on any page, cached ones included.
  const cartForm = actions.find((a) => a.name === 'cartForm')!;
  const fields = (origin: string) => ({
    headers: { origin },
    multipart: { [`$ACTION_ID_${cartForm.id}`]: '', site: 'fierro-cl', intent: 'remove' },
    maxRedirects: 0,
  });
  for (const path of ['/fierro-cl/cart/', '/fierro-cl/', '/fierro-cl/search/?Ntt=taladro']) {
    expect((await request.post(path, fields('https://evil.example'))).status(), path).toBe(403);
  }
  const own = await request.post('/fierro-cl/cart/', fields(baseURL!));
  expect(own.status()).toBeLessThan(500);
});

test('pages-router data URLs answer 404 at once (they looped for 30 s into a 500)', async ({
  request,
}) => {
  for (const path of [
    '/_next/data/abc/fierro-cl.json',
    '/_next/data/abc/fierro-cl/search.json?Ntt=taladro',
    '/_next/data/%00/x.json',
    '/_next/data/%E0%A4%A/fierro-cl/product/1/x.json',
    '/_next/data/x/y/z.json',
  ]) {
    const started = Date.now();
    const res = await request.get(path, { maxRedirects: 0, timeout: 20_000 });
    expect(res.status(), path).toBe(404);
    expect(Date.now() - started, path).toBeLessThan(5_000);
  }
});

test('control characters in a search term search for its words, never a 500', async ({ page }) => {
  for (const term of ['tala%00dro', 'taladro%01', '%1B%5B31mtaladro', 'taladro%C2%85']) {
    const res = await page.goto(`/fierro-cl/search/?Ntt=${term}`);
    expect(res?.status(), term).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  }
});

test('broken escapes and control characters anywhere in a URL are never a 5xx', async ({
  request,
}) => {
  const pieces = [
    '%00',
    '%01',
    '%1b',
    '%7f',
    '%c2%85',
    '%',
    '%zz',
    '%e0%a4%a',
    '%c0%80',
    '..',
    '%2e%2e',
  ];
  const templates = [
    (x: string) => `/fierro-cl/${x}/`,
    (x: string) => `/fierro-cl/search/?Ntt=${x}`,
    (x: string) => `/fierro-cl/search/?Ntt=ta${x}&currentpage=${x}&sortBy=${x}`,
    (x: string) => `/fierro-cl/category/cat101/${x}/?f.product.brandName=${x}`,
    (x: string) => `/fierro-cl/category/cat101/herramientas/?f.range.price=${x}::${x}`,
    (x: string) => `/fierro-cl/product/${x}/x/`,
    (x: string) => `/fierro-cl/product/10000003/${x}/`,
    (x: string) => `/fierro-cl/no-search-result/?Ntt=${x}`,
    (x: string) => `/fierro-cl/_error/?statusCode=${x}`,
    (x: string) => `/fierro-cl/content/${x}/`,
    (x: string) => `/fierro-cl/files/${x}`,
    (x: string) => `/${x}/`,
    (x: string) => `/s/typeahead/v1/socl?term=ta${x}`,
    (x: string) => `/images/socl/${x}/1?w=240&h=240`,
  ];
  const failures: string[] = [];
  for (const template of templates) {
    for (const piece of pieces) {
      const path = template(piece);
      const res = await request.get(path, { maxRedirects: 0, timeout: 20_000 });
      if (res.status() >= 500) failures.push(`${res.status()} ${path}`);
    }
  }
  expect(failures).toEqual([]);
});

/** One GET on the wire, with the Host a shopper's browser would send through a balancer. */
const rawGet = (url: string, host: string, cookie?: string) =>
  new Promise<{ status?: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = httpGet(
        url,
        { headers: { host, ...(cookie ? { cookie } : {}) }, agent: false },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, headers: res.headers });
        },
      );
      req.once('error', reject);
    },
  );

test("no answer names an internal address: logout goes home on the shopper's own origin, and commerce pass-through carries no rewrite header", async ({
  baseURL,
}) => {
  const host = 'tienda.fierro.example';
  const logout = await rawGet(`${baseURL}/fierro-cl/includes/customerLogout.jsp`, host);
  expect(logout.status).toBe(302);
  // Relative: the browser resolves it on the origin it used.
  expect(logout.headers.location).toBe('/fierro-cl/');
  for (const path of [
    '/images/socl/10000003/1?w=240&h=240&fit=contain&f=webp',
    '/images/socl/10000003/1/thumbnail',
    '/s/typeahead/v1/socl?term=ta&channel=web',
    '/fierro-cl/includes/agentLogout.jsp',
    '/',
    '/fierro-cl',
  ]) {
    const res = await rawGet(`${baseURL}${path}`, host);
    expect(res.status, path).toBeLessThan(400);
    expect(res.headers['x-middleware-rewrite'], path).toBeUndefined();
    const all = JSON.stringify(res.headers);
    expect(all, path).not.toMatch(/127\.0\.0\.1|localhost|:\d{4}\//);
  }
});
