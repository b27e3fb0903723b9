import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@fierro/db/testing';
import { MAX_SAVED_ADDRESSES, parseTrustedProxies } from '@fierro/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createMailer } from '../../lib/mailer';
import { parseEml } from '../../lib/mailer.testing';
import { sendAccountMail } from './account.jobs';
import { REGISTRATIONS_PER_ADDRESS } from './account.service';
import type { AccountMailJob } from './account.store';
import { createPgAccountStore } from './account.store.pg';
import { RESET_REQUESTS_PER_ADDRESS } from './account-links.service';
import { createPgIdentityStore } from './identity.store.pg';
import { testIdentityProviders } from './identity-provider';

/**
 * The account of issue 23 (and registration of issue 20) on PostgreSQL, through createApp with
 * the database pool: profile, e-mail change, forgotten password, registration that never says
 * whether an e-mail exists, and the address book. Every `{id}` route is tried with a second
 * account's session (404). Mails are written as `.eml` files by the real mailer, from the outbox
 * rows, by the real job handler; the clock is injected.
 */
const ORIGIN = 'http://localhost:3000';
const PUBLIC = 'https://tienda.fierro.test';
const STOREFRONT = '10.255.255.1';
/** The built-in test identity provider signs with this secret (as in identity.db.test.ts). */
const PROVIDER_SECRET = 'account-db-test-secret';
let now = new Date('2026-03-01T10:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let app: ReturnType<typeof createApp>;
let store: ReturnType<typeof createPgIdentityStore>;
let mailDir: string;

beforeAll(async () => {
  process.env.IDENTITY_TEST_PROVIDER_SECRET = PROVIDER_SECRET;
  testDb = await createTestDatabase();
  store = createPgIdentityStore(testDb.pool);
  app = createApp({
    imageCacheDir: '/tmp/fierro-account-db-test',
    identityStore: store,
    db: testDb.pool,
    allowedOrigins: [ORIGIN],
    clock: () => now,
    trustedProxies: parseTrustedProxies(STOREFRONT),
  });
  mailDir = mkdtempSync(join(tmpdir(), 'fierro-account-mail-'));
}, 120_000);
afterAll(async () => {
  await testDb?.drop();
  rmSync(mailDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

function call(
  method: string,
  path: string,
  opts: { tenant?: string; body?: unknown; session?: string; ip?: string; origin?: string } = {},
) {
  return app.request(
    path,
    {
      method,
      headers: {
        'content-type': 'application/json',
        'tenant-b2b': opts.tenant ?? 'cl',
        'x-channel-id': 'WEB',
        origin: opts.origin ?? ORIGIN,
        'x-forwarded-for': opts.ip ?? nextAddress(),
        ...(opts.session ? { authorization: opts.session } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    },
    { incoming: { socket: { remoteAddress: STOREFRONT } } },
  );
}

const person = (email: string, extra: Json = {}) => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email,
  document: '12.345.678-5',
  phone: '+56 9 1234 5678',
  password: 'secreto1',
  acceptTerms: true,
  ...extra,
});

/** Registers and signs in; the account's id and a session. */
async function account(email: string, tenant = 'cl', extra: Json = {}) {
  const reg = await call('POST', '/myaccount/v3/users', { tenant, body: person(email, extra) });
  expect(reg.status).toBe(202);
  await deliver(); // the welcome mail
  return signIn(email, 'secreto1', tenant);
}
async function signIn(email: string, password: string, tenant = 'cl') {
  const res = await call('POST', '/auth/v1/login', { tenant, body: { email, password } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { sessionId: string; profile: { id: string } };
  return { id: body.profile.id, session: body.sessionId };
}
const active = async (sessionId: string) =>
  ((await (await call('POST', '/session/refresh', { body: { sessionId } })).json()) as Json).active;

interface SentMail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}
const mailer = () => createMailer({ dir: mailDir, from: 'Fierro <cuenta@fierro.test>' });

/** Runs the job of every account-mail outbox row (as the queue would) and reads the files. */
async function deliver(): Promise<SentMail[]> {
  const { rows } = await testDb.pool.query<{ id: number; payload: AccountMailJob }>(
    "SELECT id, payload FROM outbox WHERE kind = 'account-mail' AND dispatched_at IS NULL ORDER BY id",
  );
  const sent: SentMail[] = [];
  for (const row of rows) {
    const deps = {
      store,
      account: createPgAccountStore(testDb.pool),
      mailer: mailer(),
      now: () => now,
      publicOrigin: PUBLIC,
    };
    const file = await sendAccountMail(deps, row.payload);
    await testDb.pool.query('UPDATE outbox SET dispatched_at = now() WHERE id = $1', [row.id]);
    if (file) sent.push(parseMail(readFileSync(file, 'utf8')));
  }
  return sent;
}

function parseMail(raw: string): SentMail {
  const mail = parseEml(raw);
  return { ...mail, link: /https:\/\/tienda\.fierro\.test\/[^\s"<]+/.exec(mail.body)?.[0] ?? null };
}
const tokenOf = (mail: SentMail | undefined) =>
  new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
const mailTo = (mails: SentMail[], to: string) => mails.find((m) => m.to === to);

/** A sign-in through the test identity provider, which signs whatever e-mail it is given. */
async function social(email: string, opts: { ip?: string; acceptTerms?: boolean } = {}) {
  const issued = await call('POST', '/auth/v1/test-provider/tokens', {
    body: { provider: 'FACEBOOK', email, firstName: 'Eve', lastName: 'X' },
  });
  expect(issued.status).toBe(200);
  const { token } = (await issued.json()) as { token: string };
  const acceptance = opts.acceptTerms === false ? {} : { acceptTerms: true };
  return call('POST', '/auth/v1/social-login', {
    ...(opts.ip ? { ip: opts.ip } : {}),
    body: { provider: 'FACEBOOK', token, ...acceptance },
  });
}
const linksOf = async (userId: string) =>
  (
    await testDb.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_external_ids WHERE user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

beforeEach(async () => {
  // Mails of an earlier test never reach a later one.
  await deliver();
});

describe('profile (issue 23)', () => {
  it('reads and updates names, phone and a document checked per country; owner only', async () => {
    const a = await account('perfil@example.cl');
    const b = await account('perfil.otro@example.cl');
    const path = `/myaccount/v3/users/${a.id}`;
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, { session: b.session })).status).toBe(404);
    const mallory = await call('PATCH', path, { session: b.session, body: { firstName: 'M' } });
    expect(mallory.status).toBe(404);

    const bad = await call('PATCH', path, {
      session: a.session,
      body: { document: '12.345.678-4' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Json[] }).errors[0]).toMatchObject({
      field: 'document',
      message: 'El RUT no es válido',
    });
    const nul = await call('PATCH', path, { session: a.session, body: { lastName: 'P\u0000' } });
    expect(nul.status).toBe(400);
    const crossSite = await call('PATCH', path, {
      session: a.session,
      origin: 'https://evil.example',
      body: { firstName: 'X' },
    });
    expect(crossSite.status).toBe(403);

    const ok = await call('PATCH', path, {
      session: a.session,
      body: { firstName: 'Ana María', phone: '+56 2 2345 6789', document: '11.111.111-1' },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { profile: Json }).profile).toMatchObject({
      firstName: 'Ana María',
      lastName: 'Pérez',
      phone: '+56 2 2345 6789',
      document: '11111111-1',
    });
    expect((await store.findUserById('cl', b.id))?.firstName).toBe('Ana');
  });

  it('validates the document of each country (Peru DNI, Brazil CPF)', async () => {
    const pe = await account('perfil@example.pe', 'pe', {
      document: '45678912',
      phone: '+51 912 345 678',
    });
    const res = await call('PATCH', `/myaccount/v3/users/${pe.id}`, {
      tenant: 'pe',
      session: pe.session,
      body: { document: '4567891' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Json[] }).errors[0]?.field).toBe('document');
    const br = await account('perfil@example.br', 'br', {
      document: '529.982.247-25',
      phone: '+55 11 91234 5678',
    });
    const cpf = await call('PATCH', `/myaccount/v3/users/${br.id}`, {
      tenant: 'br',
      session: br.session,
      body: { document: '111.111.111-11' },
    });
    expect(cpf.status).toBe(400);
    expect(((await cpf.json()) as { errors: Json[] }).errors[0]?.message).toBe(
      'O CPF não é válido',
    );
  });
});

describe('e-mail change (issue 23)', () => {
  it('is confirmed by a single-use link sent to the new address', async () => {
    const a = await account('cambio@example.cl');
    const b = await account('cambio.otro@example.cl');
    const path = `/myaccount/v3/users/${a.id}/email`;
    const body = { newEmail: 'Nuevo@Example.cl', currentPassword: 'secreto1' };
    expect((await call('POST', path, { session: b.session, body })).status).toBe(404);
    const wrong = await call('POST', path, {
      session: a.session,
      body: { ...body, currentPassword: 'otra-clave' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { errors: Json[] }).errors[0]?.field).toBe('currentPassword');
    const same = await call('POST', path, {
      session: a.session,
      body: { ...body, newEmail: 'cambio@example.cl' },
    });
    expect(same.status).toBe(400);

    const res = await call('POST', path, { session: a.session, body });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, pendingEmail: 'nuevo@example.cl' });
    // Nothing changes before the link is used.
    expect((await store.findUserById('cl', a.id))?.email).toBe('cambio@example.cl');
    // The link goes to the new address only (the old one gets a notice, without a link).
    const [mail, ...more] = await deliver();
    expect(more.map((m) => m.to)).toEqual(['cambio@example.cl']);
    expect(mail?.to).toBe('nuevo@example.cl');
    expect(mail?.subject).toBe('Confirma tu nuevo correo');
    expect(mail?.link).toMatch(
      /^https:\/\/tienda\.fierro\.test\/fierro-cl\/confirm-email\/\?token=/,
    );
    const token = tokenOf(mail);
    // Only the token's hash is stored; the outbox row and the job name the row, not the token.
    const stored = await testDb.pool.query(
      "SELECT token_hash FROM account_tokens WHERE token_hash IS NOT NULL AND purpose = 'email_change'",
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const outbox = await testDb.pool.query(
      "SELECT payload FROM outbox WHERE kind = 'account-mail'",
    );
    expect(JSON.stringify(outbox.rows)).not.toContain(token);

    const confirm = await call('POST', '/myaccount/v3/email-confirmations', { body: { token } });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ email: 'nuevo@example.cl' });
    expect((await store.findUserById('cl', a.id))?.email).toBe('nuevo@example.cl');
    await signIn('nuevo@example.cl', 'secreto1');
    const again = await call('POST', '/myaccount/v3/email-confirmations', { body: { token } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Json[] }).errors[0]).toMatchObject({
      code: 'INVALID_TOKEN',
      field: 'token',
    });
  });

  it('a link expires after 24 hours; a newer request ends the older link', async () => {
    const a = await account('vence@example.cl');
    const ask = (newEmail: string) =>
      call('POST', `/myaccount/v3/users/${a.id}/email`, {
        session: a.session,
        body: { newEmail, currentPassword: 'secreto1' },
      });
    expect((await ask('primero@example.cl')).status).toBe(202);
    const first = tokenOf((await deliver())[0]);
    expect((await ask('segundo@example.cl')).status).toBe(202);
    const second = tokenOf((await deliver())[0]);
    const confirm = (token: string) =>
      call('POST', '/myaccount/v3/email-confirmations', { body: { token } });
    expect((await confirm(first)).status).toBe(400);
    advance(24 * 60 * 60_000 + 1000);
    expect((await confirm(second)).status).toBe(400);
    expect((await store.findUserById('cl', a.id))?.email).toBe('vence@example.cl');
  });
});

describe('an e-mail change is told to the address it leaves (issue 23)', () => {
  it('when it is asked for, with the way to stop it, and when it is confirmed', async () => {
    const a = await account('aviso@example.cl');
    const ask = await call('POST', `/myaccount/v3/users/${a.id}/email`, {
      session: a.session,
      body: { newEmail: 'nueva.direccion@example.cl', currentPassword: 'secreto1' },
    });
    expect(ask.status).toBe(202);
    const asked = await deliver();
    expect(asked.map((m) => [m.to, m.subject])).toEqual([
      ['nueva.direccion@example.cl', 'Confirma tu nuevo correo'],
      ['aviso@example.cl', 'Pidieron cambiar el correo de tu cuenta'],
    ]);
    const notice = asked[1]!;
    expect(notice.body).toContain('Alguien pidió cambiar el correo de tu cuenta a n***@example.cl');
    expect(notice.body).not.toContain('nueva.direccion');
    expect(notice.link).toBe('https://tienda.fierro.test/fierro-cl/forgot-password/');

    const confirm = await call('POST', '/myaccount/v3/email-confirmations', {
      body: { token: tokenOf(asked[0]) },
    });
    expect(confirm.status).toBe(200);
    const done = await deliver();
    expect(done.map((m) => [m.to, m.subject])).toEqual([
      ['aviso@example.cl', 'El correo de tu cuenta cambió'],
    ]);
    expect(done[0]?.body).toContain('El correo de tu cuenta ahora es n***@example.cl');
  });
});

describe('a new password ends what a thief asked for (issue 23)', () => {
  it('a password reset voids the e-mail change a thief asked for, so the account stays', async () => {
    const owner = await account('robada@example.cl');
    // The thief holds the password and a session of their own.
    const thief = await signIn('robada@example.cl', 'secreto1');
    const ask = await call('POST', `/myaccount/v3/users/${owner.id}/email`, {
      session: thief.session,
      body: { newEmail: 'ladron@example.cl', currentPassword: 'secreto1' },
    });
    expect(ask.status).toBe(202);
    const thiefLink = mailTo(await deliver(), 'ladron@example.cl');
    expect(thiefLink?.link).toBeTruthy();

    await call('POST', '/auth/v1/password-resets', { body: { email: 'robada@example.cl' } });
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: {
        token: tokenOf(mailTo(await deliver(), 'robada@example.cl')),
        newPassword: 'mia-1234',
      },
    });
    expect(reset.status).toBe(200);
    expect(await active(thief.session)).toBe(false);

    const confirm = await call('POST', '/myaccount/v3/email-confirmations', {
      body: { token: tokenOf(thiefLink) },
    });
    expect(confirm.status).toBe(400);
    expect(((await confirm.json()) as { errors: Json[] }).errors[0]?.code).toBe('INVALID_TOKEN');
    expect((await store.findUserById('cl', owner.id))?.email).toBe('robada@example.cl');
    // So the thief's address has no account to reset a password through.
    await call('POST', '/auth/v1/password-resets', { body: { email: 'ladron@example.cl' } });
    expect(await deliver()).toEqual([]);
    await signIn('robada@example.cl', 'mia-1234');
  });

  it('a password change voids a pending e-mail change and a reset link sent before it', async () => {
    const owner = await account('cambia.clave@example.cl');
    const thief = await signIn('cambia.clave@example.cl', 'secreto1');
    await call('POST', `/myaccount/v3/users/${owner.id}/email`, {
      session: thief.session,
      body: { newEmail: 'ladron.dos@example.cl', currentPassword: 'secreto1' },
    });
    await call('POST', '/auth/v1/password-resets', { body: { email: 'cambia.clave@example.cl' } });
    const mails = await deliver();
    const changeLink = mailTo(mails, 'ladron.dos@example.cl');
    const resetLink = mails.find((m) => m.subject === 'Cambia tu contraseña');
    expect([changeLink?.link, resetLink?.link].every(Boolean)).toBe(true);

    const change = await call('POST', `/myaccount/v3/users/${owner.id}/password`, {
      session: owner.session,
      body: { currentPassword: 'secreto1', newPassword: 'otra-clave-1' },
    });
    expect(change.status).toBe(200);
    expect(await active(thief.session)).toBe(false);
    expect(await active(owner.session)).toBe(true);

    const confirm = await call('POST', '/myaccount/v3/email-confirmations', {
      body: { token: tokenOf(changeLink) },
    });
    expect(confirm.status).toBe(400);
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token: tokenOf(resetLink), newPassword: 'del-ladron-1' },
    });
    expect(reset.status).toBe(400);
    expect((await store.findUserById('cl', owner.id))?.email).toBe('cambia.clave@example.cl');
    await signIn('cambia.clave@example.cl', 'otra-clave-1');
  });

  it("an e-mail change, confirmed, ends a reset link sent to the address it leaves (its mailbox's reader takes nothing)", async () => {
    const owner = await account('deja.buzon@example.cl');
    await call('POST', '/auth/v1/password-resets', { body: { email: 'deja.buzon@example.cl' } });
    await call('POST', `/myaccount/v3/users/${owner.id}/email`, {
      session: owner.session,
      body: { newEmail: 'nuevo.buzon@example.cl', currentPassword: 'secreto1' },
    });
    const mails = await deliver();
    const resetLink = mails.find((m) => m.subject === 'Cambia tu contraseña');
    const changeLink = mailTo(mails, 'nuevo.buzon@example.cl');
    const confirm = await call('POST', '/myaccount/v3/email-confirmations', {
      body: { token: tokenOf(changeLink) },
    });
    expect(confirm.status).toBe(200);
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token: tokenOf(resetLink), newPassword: 'del-ladron-1' },
    });
    expect(reset.status).toBe(400);
    expect(await active(owner.session)).toBe(true);
    await signIn('nuevo.buzon@example.cl', 'secreto1');
  });

  it('a password reset unlinks the identity providers linked before it (a pre-made account)', async () => {
    // The attacker signs in through a provider with the victim's address before the victim.
    const made = await social('victima@example.cl');
    expect(made.status).toBe(200);
    const attacker = (await made.json()) as { sessionId: string; profile: { id: string } };
    expect(await linksOf(attacker.profile.id)).toBe(1);
    // The victim is told the address has an account, and resets its password (the proof).
    const reg = await call('POST', '/myaccount/v3/users', { body: person('victima@example.cl') });
    expect(reg.status).toBe(202);
    await call('POST', '/auth/v1/password-resets', { body: { email: 'victima@example.cl' } });
    const mails = await deliver();
    expect(mails.map((m) => m.subject)).toEqual([
      'Alguien intentó registrarse con tu correo',
      'Cambia tu contraseña',
    ]);
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token: tokenOf(mails[1]), newPassword: 'de-la-victima' },
    });
    expect(reset.status).toBe(200);
    expect(await active(attacker.sessionId)).toBe(false);
    expect(await linksOf(attacker.profile.id)).toBe(0);

    // The attacker's provider no longer opens the account.
    const again = await social('victima@example.cl');
    expect([again.status, await again.json()]).toEqual([202, { accepted: true }]);
    const victim = await signIn('victima@example.cl', 'de-la-victima');
    expect(victim.id).toBe(attacker.profile.id);
  });
});

describe('social sign-up under registration rules (issue 20 and 23)', () => {
  it('answers an e-mail that has an account as registration does, and mails its owner', async () => {
    const owner = await account('dueno.social@example.cl');
    const registration = await call('POST', '/myaccount/v3/users', {
      body: person('dueno.social@example.cl', { firstName: 'Eve' }),
    });
    const res = await social('dueno.social@example.cl');
    expect(res.status).toBe(registration.status);
    expect(await res.json()).toEqual(await registration.json());
    // The sign-in's mail asks whether it was the owner, rather than blaming a stranger.
    expect((await deliver()).map((m) => [m.to, m.subject])).toEqual([
      ['dueno.social@example.cl', 'Alguien intentó registrarse con tu correo'],
      ['dueno.social@example.cl', 'Conecta Facebook a tu cuenta'],
    ]);
    expect(await linksOf(owner.id)).toBe(0);
  });

  it('counts in the per-address limit of registrations', async () => {
    const ip = nextAddress();
    const half = REGISTRATIONS_PER_ADDRESS / 2;
    for (let i = 0; i < half; i++) {
      const res = await call('POST', '/myaccount/v3/users', {
        ip,
        body: person(`mixto.${i}@example.cl`),
      });
      expect(res.status).toBe(202);
    }
    for (let i = 0; i < half; i++) {
      expect((await social(`social.masivo.${i}@example.cl`, { ip })).status).toBe(200);
    }
    const refused = await social('social.masivo.x@example.cl', { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await store.findUserByEmail('cl', 'social.masivo.x@example.cl')).toBeNull();
    const registration = await call('POST', '/myaccount/v3/users', {
      ip,
      body: person('mixto.x@example.cl'),
    });
    expect(registration.status).toBe(429);
    // Signing in with a linked identity opens no account: it is not held back.
    expect((await social('social.masivo.0@example.cl', { ip })).status).toBe(200);
  });

  it('records the acceptance of the terms; without it refuses as registration does', async () => {
    const registration = await call('POST', '/myaccount/v3/users', {
      body: person('sin.terminos.reg@example.cl', { acceptTerms: undefined }),
    });
    const res = await social('sin.terminos.social@example.cl', { acceptTerms: false });
    expect([res.status, registration.status]).toEqual([400, 400]);
    const refusal = (await res.json()) as { errors: Json[] };
    expect(refusal).toEqual(await registration.json());
    expect(refusal.errors[0]).toMatchObject({
      code: 'INVALID_PARAMETER',
      field: 'acceptTerms',
      message: 'Debes aceptar los términos y la política de privacidad',
    });
    expect(await store.findUserByEmail('cl', 'sin.terminos.social@example.cl')).toBeNull();

    expect((await social('con.terminos.social@example.cl')).status).toBe(200);
    const { rows } = await testDb.pool.query(
      "SELECT terms_accepted_at, privacy_accepted_at FROM users WHERE email = 'con.terminos.social@example.cl'",
    );
    expect(rows[0]).toEqual({ terms_accepted_at: now, privacy_accepted_at: now });
    // Signing in again with the linked identity asks for nothing more.
    expect((await social('con.terminos.social@example.cl', { acceptTerms: false })).status).toBe(
      200,
    );
  });
});

/**
 * A Facebook sign-in as one identity (its subject at the provider), whatever e-mail it answers
 * with: a token signed as the provider would, not through the test provider's page.
 */
function socialAs(subject: string, email: string, tenant = 'cl') {
  const token = testIdentityProviders(PROVIDER_SECRET).FACEBOOK.issueToken({
    subject,
    email,
    firstName: 'Ana',
    lastName: 'X',
  });
  return call('POST', '/auth/v1/social-login', {
    tenant,
    body: { provider: 'FACEBOOK', token, acceptTerms: true },
  });
}
const confirmLink = (token: string, tenant = 'cl') =>
  call('POST', '/auth/v1/provider-links/confirm', { tenant, body: { token } });
const linkMailOf = (mails: SentMail[]) =>
  mails.find((m) => m.subject === 'Conecta Facebook a tu cuenta');

describe('a provider linked again by a mail to the account (issue 23 follow-up)', () => {
  it("a provider's sign-ups with a taken e-mail share registration's 3 mails an hour", async () => {
    await account('enlaces@example.cl'); // its welcome is the first of the hour
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => social('enlaces@example.cl')),
    );
    for (const res of answers) {
      expect([res.status, await res.json()]).toEqual([202, { accepted: true }]);
    }
    // Two links asked for, not five. Each newer one ends the one before it, so one mail goes out,
    // or two when the first was on its way as the second came (the burst is concurrent: PG15
    // read that order once in a fresh clone's run).
    const { rows } = await testDb.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM account_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.email = 'enlaces@example.cl' AND t.purpose = 'provider_link'`,
    );
    expect(rows[0]?.n).toBe(2);
    const subjects = (await deliver()).map((m) => m.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(1);
    expect(subjects.length).toBeLessThanOrEqual(2);
    expect(new Set(subjects)).toEqual(new Set(['Conecta Facebook a tu cuenta']));
  });

  it('a Facebook-made account resets its password, and links Facebook again from its mailbox', async () => {
    const made = await social('facebook.propia@example.cl');
    expect(made.status).toBe(200);
    const { profile } = (await made.json()) as { profile: { id: string } };
    await call('POST', '/auth/v1/password-resets', {
      body: { email: 'facebook.propia@example.cl' },
    });
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token: tokenOf((await deliver())[0]), newPassword: 'propia-1234' },
    });
    expect(reset.status).toBe(200);
    expect(await linksOf(profile.id)).toBe(0);

    // Registration's answer, unchanged; the mail asks the account's address, with a link.
    const again = await social('facebook.propia@example.cl');
    expect([again.status, await again.json()]).toEqual([202, { accepted: true }]);
    const mails = await deliver();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['facebook.propia@example.cl', 'Conecta Facebook a tu cuenta'],
    ]);
    expect(mails[0]?.body).toContain('Alguien (¿tú?) intentó ingresar con Facebook');
    expect(mails[0]?.link).toMatch(
      /^https:\/\/tienda\.fierro\.test\/fierro-cl\/link-provider\/\?provider=FACEBOOK&token=[\w-]{43}$/,
    );

    const linked = await confirmLink(tokenOf(mails[0]));
    expect([linked.status, await linked.json()]).toEqual([
      200,
      { linked: true, provider: 'FACEBOOK' },
    ]);
    // Nobody was signed in by the link; the provider's button now opens the account.
    expect(linked.headers.get('set-cookie')).toBeNull();
    expect(await linksOf(profile.id)).toBe(1);
    const signedIn = await social('facebook.propia@example.cl');
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { profile: { id: string } }).profile.id).toBe(profile.id);
  });

  it('a link works once, for 30 minutes; a made-up one is refused in the site language', async () => {
    await account('link.una.vez@example.cl');
    expect((await social('link.una.vez@example.cl')).status).toBe(202);
    const first = tokenOf(linkMailOf(await deliver()));
    expect((await confirmLink(first)).status).toBe(200);
    const reuse = await confirmLink(first);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { errors: Json[] }).errors[0]).toEqual({
      code: 'INVALID_TOKEN',
      message: 'El enlace no es válido o ya venció: pide uno nuevo',
      field: 'token',
    });

    const owner = await account('link.vence@example.br', 'br', {
      document: '529.982.247-25',
      phone: '+55 11 91234 5678',
    });
    const attempt = await socialAs('sujeto-br', 'link.vence@example.br', 'br');
    expect(attempt.status).toBe(202);
    const mail = (await deliver())[0];
    expect(mail?.subject).toBe('Conecte Facebook à sua conta');
    advance(30 * 60_000 + 1000);
    const late = await confirmLink(tokenOf(mail), 'br');
    expect(late.status).toBe(400);
    expect(((await late.json()) as { errors: Json[] }).errors[0]?.message).toBe(
      'O link não é válido ou já expirou: peça um novo',
    );
    expect(await linksOf(owner.id)).toBe(0);

    for (const made of ['x'.repeat(43), 'corto', '']) {
      expect((await confirmLink(made)).status).toBe(400);
    }
  });

  it("a pre-made account's attacker gets nothing: the mail goes to the victim's address only", async () => {
    const victim = await account('victima.link@example.cl');
    // The attacker's identity at the provider answers with the victim's address.
    const res = await socialAs('atacante-123', 'victima.link@example.cl');
    expect([res.status, await res.json()]).toEqual([202, { accepted: true }]);
    expect(res.headers.get('set-cookie')).toBeNull();
    const mails = await deliver();
    expect(mails.map((m) => m.to)).toEqual(['victima.link@example.cl']);
    expect(await linksOf(victim.id)).toBe(0);
    // Unconfirmed, the attacker's identity opens nothing, however often it tries.
    expect((await socialAs('atacante-123', 'victima.link@example.cl')).status).toBe(202);
    expect(await linksOf(victim.id)).toBe(0);
  });

  it('an identity linked meanwhile to another account is not moved by the link', async () => {
    const owner = await account('ya.enlazada@example.cl');
    expect((await socialAs('sujeto-doble', 'ya.enlazada@example.cl')).status).toBe(202);
    const link = tokenOf(linkMailOf(await deliver()));
    // The identity's e-mail at the provider changes; its next sign-in opens its own account.
    const own = await socialAs('sujeto-doble', 'otra.cuenta@example.cl');
    expect(own.status).toBe(200);
    const other = ((await own.json()) as { profile: { id: string } }).profile.id;
    const refused = await confirmLink(link);
    expect(refused.status).toBe(400);
    expect(await linksOf(owner.id)).toBe(0);
    expect(await linksOf(other)).toBe(1);
  });

  it('a password change voids a pending provider link', async () => {
    const owner = await account('cambia.con.link@example.cl');
    expect((await social('cambia.con.link@example.cl')).status).toBe(202);
    const link = tokenOf(linkMailOf(await deliver()));
    const change = await call('POST', `/myaccount/v3/users/${owner.id}/password`, {
      session: owner.session,
      body: { currentPassword: 'secreto1', newPassword: 'otra-clave-1' },
    });
    expect(change.status).toBe(200);
    expect((await confirmLink(link)).status).toBe(400);
    expect(await linksOf(owner.id)).toBe(0);
  });
});

describe('forgotten password (issue 23)', () => {
  it('answers alike for any e-mail, mails only an account, and the reset ends every session', async () => {
    const a = await account('olvido@example.cl');
    const other = await signIn('olvido@example.cl', 'secreto1');
    const ask = (email: string) => call('POST', '/auth/v1/password-resets', { body: { email } });
    const unknown = await ask('nadie@example.cl');
    const known = await ask('Olvido@Example.cl');
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    const mails = await deliver();
    expect(mails.map((m) => m.to)).toEqual(['olvido@example.cl']);
    expect(mails[0]?.subject).toBe('Cambia tu contraseña');
    expect(mails[0]?.link).toMatch(
      /^https:\/\/tienda\.fierro\.test\/fierro-cl\/reset-password\/\?token=/,
    );
    const token = tokenOf(mails[0]);

    const short = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token, newPassword: 'corta' },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: Json[] }).errors[0]?.field).toBe('newPassword');
    const reset = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token, newPassword: 'nueva-clave' },
    });
    expect(reset.status).toBe(200);
    // Every session of the user ended, the one that asked included.
    expect(await active(a.session)).toBe(false);
    expect(await active(other.session)).toBe(false);
    const old = await call('POST', '/auth/v1/login', {
      body: { email: 'olvido@example.cl', password: 'secreto1' },
    });
    expect(old.status).toBe(401);
    await signIn('olvido@example.cl', 'nueva-clave');
    const reuse = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token, newPassword: 'otra-nueva' },
    });
    expect(reuse.status).toBe(400);
    await signIn('olvido@example.cl', 'nueva-clave');
  });

  it('a link works for 30 minutes only', async () => {
    await account('treinta@example.cl');
    await call('POST', '/auth/v1/password-resets', { body: { email: 'treinta@example.cl' } });
    const token = tokenOf((await deliver())[0]);
    advance(30 * 60_000 + 1000);
    const late = await call('POST', '/auth/v1/password-resets/confirm', {
      body: { token, newPassword: 'nueva-clave' },
    });
    expect(late.status).toBe(400);
    await signIn('treinta@example.cl', 'secreto1');
  });

  it('one link used twice at once: exactly one use sets its password, the other is refused', async () => {
    await account('doble@example.cl');
    await call('POST', '/auth/v1/password-resets', { body: { email: 'doble@example.cl' } });
    const token = tokenOf((await deliver())[0]);
    const [a, b] = await Promise.all(
      ['primera-clave', 'segunda-clave'].map((newPassword) =>
        call('POST', '/auth/v1/password-resets/confirm', { body: { token, newPassword } }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    const won = a!.status === 200 ? 'primera-clave' : 'segunda-clave';
    const lost = won === 'primera-clave' ? 'segunda-clave' : 'primera-clave';
    await signIn('doble@example.cl', won);
    const other = await call('POST', '/auth/v1/login', {
      body: { email: 'doble@example.cl', password: lost },
    });
    expect(other.status).toBe(401);
  });

  it('a made-up or malformed token changes nothing', async () => {
    for (const token of ['x'.repeat(43), 'corto', '']) {
      const res = await call('POST', '/auth/v1/password-resets/confirm', {
        body: { token, newPassword: 'nueva-clave' },
      });
      expect(res.status).toBe(400);
    }
  });

  it('is limited per client address; an e-mail gets at most three links an hour', async () => {
    await account('limite@example.cl');
    const ip = nextAddress();
    const ask = () =>
      call('POST', '/auth/v1/password-resets', { ip, body: { email: 'limite@example.cl' } });
    let mailed = 0;
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await ask()).status).toBe(202);
      mailed += (await deliver()).length;
    }
    expect(mailed).toBe(3);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
  });
});

describe('registration that never says whether an e-mail exists (issue 20)', () => {
  it('answers alike; a new account gets a welcome, the owner of a taken e-mail a notice', async () => {
    const first = await call('POST', '/myaccount/v3/users', { body: person('unico@example.cl') });
    const again = await call('POST', '/myaccount/v3/users', {
      body: person('UNICO@example.cl', { firstName: 'Eve', password: 'de-eve-123' }),
    });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(await first.json()).toEqual(await again.json());
    const mails = await deliver();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['unico@example.cl', 'Tu cuenta está lista'],
      ['unico@example.cl', 'Alguien intentó registrarse con tu correo'],
    ]);
    // The owner's account is untouched: their password still signs in, Eve's does not.
    await signIn('unico@example.cl', 'secreto1');
    const eve = await call('POST', '/auth/v1/login', {
      body: { email: 'unico@example.cl', password: 'de-eve-123' },
    });
    expect(eve.status).toBe(401);
    const user = await store.findUserByEmail('cl', 'unico@example.cl');
    expect(user?.firstName).toBe('Ana');
  });

  it('the owner of a taken e-mail gets at most 3 mails an hour, however many addresses try', async () => {
    const body = person('buzon.lleno@example.cl', { firstName: 'Eve', password: 'de-eve-123' });
    const first = await call('POST', '/myaccount/v3/users', {
      body: person('buzon.lleno@example.cl'),
    });
    // Ten tries from ten client addresses, five of them at once: the answer never changes.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/myaccount/v3/users', { body })),
    );
    for (let i = 0; i < 5; i++) tries.push(await call('POST', '/myaccount/v3/users', { body }));
    const expected = [first.status, await first.json()];
    for (const res of tries) expect([res.status, await res.json()]).toEqual(expected);
    const mails = (await deliver()).filter((m) => m.to === 'buzon.lleno@example.cl');
    // The welcome and two notices: the address's three mails of the hour.
    expect(mails.map((m) => m.subject)).toEqual([
      'Tu cuenta está lista',
      'Alguien intentó registrarse con tu correo',
      'Alguien intentó registrarse con tu correo',
    ]);
    // An hour later the owner hears of it again.
    advance(60 * 60_000 + 1_000);
    await call('POST', '/myaccount/v3/users', { body });
    expect((await deliver()).map((m) => m.subject)).toEqual([
      'Alguien intentó registrarse con tu correo',
    ]);
  });

  it('records the acceptance of the terms and privacy policy with its time', async () => {
    const refused = await call('POST', '/myaccount/v3/users', {
      body: person('sin.terminos@example.cl', { acceptTerms: false }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Json[] }).errors[0]).toMatchObject({
      field: 'acceptTerms',
      message: 'Debes aceptar los términos y la política de privacidad',
    });
    expect(await store.findUserByEmail('cl', 'sin.terminos@example.cl')).toBeNull();
    await call('POST', '/myaccount/v3/users', { body: person('terminos@example.cl') });
    const { rows } = await testDb.pool.query(
      "SELECT terms_accepted_at, privacy_accepted_at FROM users WHERE email = 'terminos@example.cl'",
    );
    expect(rows[0]).toEqual({ terms_accepted_at: now, privacy_accepted_at: now });
  });

  it('is limited per client address', async () => {
    const ip = nextAddress();
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) {
      const res = await call('POST', '/myaccount/v3/users', {
        ip,
        body: person(`masivo.${i}@example.cl`),
      });
      expect(res.status).toBe(202);
    }
    const refused = await call('POST', '/myaccount/v3/users', {
      ip,
      body: person('masivo.x@example.cl'),
    });
    expect(refused.status).toBe(429);
    expect(await store.findUserByEmail('cl', 'masivo.x@example.cl')).toBeNull();
    // Another address is not held back.
    const other = await call('POST', '/myaccount/v3/users', {
      body: person('masivo.y@example.cl'),
    });
    expect(other.status).toBe(202);
  });

  it('a concurrent burst from one address registers exactly the limit', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 2 * REGISTRATIONS_PER_ADDRESS }, (_, i) =>
        call('POST', '/myaccount/v3/users', { ip, body: person(`rafaga.${i}@example.cl`) }),
      ),
    );
    expect(answers.filter((r) => r.status === 202).length).toBe(REGISTRATIONS_PER_ADDRESS);
    expect(answers.filter((r) => r.status === 429).length).toBe(REGISTRATIONS_PER_ADDRESS);
  });

  it('attempts older than a day are forgotten by the purge; newer ones stay', async () => {
    const account = createPgAccountStore(testDb.pool);
    const old = new Date(now.getTime() - 25 * 3_600_000);
    const since = new Date(now.getTime() - 48 * 3_600_000);
    await account.takeAttempt('purge-test', 'a', since, 10, old);
    await account.takeAttempt('purge-test', 'a', since, 10, now);
    await account.purgeAttempts(new Date(now.getTime() - 24 * 3_600_000));
    expect(await account.countAttempts('purge-test', 'a', since)).toBe(1);
  });
});

describe('address book (issue 23)', () => {
  const deepest = async (country: string) => {
    const { rows } = await testDb.pool.query<{ area_id: string; parent_id: string }>(
      `SELECT a.area_id, a.parent_id FROM geo_areas a WHERE a.country = $1
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = a.area_id)
        ORDER BY a.area_id LIMIT 2`,
      [country],
    );
    return rows;
  };
  const addr = (locationId: string, extra: Json = {}) => ({
    locationId,
    street: 'Av. Providencia',
    number: '1234',
    apartment: null,
    label: 'Casa',
    isDefault: false,
    ...extra,
  });

  it('takes a department without cities as the place (Uruguay), not one with cities', async () => {
    const a = await account('libreta@example.uy', 'uy', {
      document: '1.234.567-2',
      phone: '+598 99 123 456',
    });
    const { rows } = await testDb.pool.query<{ area_id: string; leaf: boolean }>(
      `SELECT a.area_id, NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = a.area_id) AS leaf
         FROM geo_areas a WHERE a.country = 'UY' AND a.parent_id IS NULL ORDER BY a.area_id`,
    );
    const lone = rows.find((r) => r.leaf);
    const withCities = rows.find((r) => !r.leaf);
    expect(lone && withCities, 'the seed has both kinds of department').toBeTruthy();
    const base = `/myaccount/v3/users/${a.id}/addresses`;
    const ok = await call('POST', base, {
      tenant: 'uy',
      session: a.session,
      body: addr(lone!.area_id),
    });
    expect(ok.status).toBe(201);
    const bad = await call('POST', base, {
      tenant: 'uy',
      session: a.session,
      body: addr(withCities!.area_id),
    });
    expect([bad.status, ((await bad.json()) as { errors: Json[] }).errors[0]?.field]).toEqual([
      400,
      'locationId',
    ]);
  });

  it('keeps one default, checks the place, and answers only its owner', async () => {
    const a = await account('libreta@example.cl');
    const b = await account('libreta.otra@example.cl');
    const [one, two] = await deepest('CL');
    const base = `/myaccount/v3/users/${a.id}/addresses`;
    const first = await call('POST', base, { session: a.session, body: addr(one!.area_id) });
    expect(first.status).toBe(201);
    const created = ((await first.json()) as { address: Json }).address;
    expect(created).toMatchObject({ label: 'Casa', isDefault: true, locationId: one!.area_id });
    expect(String(created.place)).toContain(', ');
    expect((created.path as string[]).at(-1)).toBe(one!.area_id);

    const second = await call('POST', base, {
      session: a.session,
      body: addr(two!.area_id, { label: 'Obra', isDefault: true, apartment: 'Depto 5' }),
    });
    expect(second.status).toBe(201);
    const list = (await (await call('GET', base, { session: a.session })).json()) as {
      items: Json[];
    };
    expect(list.items.map((i) => [i.label, i.isDefault])).toEqual([
      ['Obra', true],
      ['Casa', false],
    ]);

    // A region is not a delivery place; an unknown id neither.
    for (const locationId of [one!.parent_id, 'nowhere']) {
      const bad = await call('POST', base, { session: a.session, body: addr(locationId) });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Json[] }).errors[0]?.field).toBe('locationId');
    }
    const blank = await call('POST', base, {
      session: a.session,
      body: addr(one!.area_id, { street: '' }),
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { errors: Json[] }).errors[0]?.field).toBe('street');

    // Another shopper: the list, a change and a delete of the address are all 404.
    expect((await call('GET', base, { session: b.session })).status).toBe(404);
    const theirs = `/myaccount/v3/users/${b.id}/addresses/${created.id}`;
    expect(
      (await call('PUT', theirs, { session: b.session, body: addr(one!.area_id) })).status,
    ).toBe(404);
    expect((await call('DELETE', theirs, { session: b.session })).status).toBe(404);
    expect((await call('DELETE', `${base}/${created.id}`, { session: b.session })).status).toBe(
      404,
    );

    const edit = await call('PUT', `${base}/${created.id}`, {
      session: a.session,
      body: addr(one!.area_id, { number: '99', isDefault: true }),
    });
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as { address: Json }).address).toMatchObject({
      number: '99',
      isDefault: true,
    });
    const defaults = await testDb.pool.query(
      'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND is_default',
      [a.id],
    );
    expect(defaults.rows[0]?.n).toBe(1);
    // Deleting the default makes the remaining one the default.
    expect((await call('DELETE', `${base}/${created.id}`, { session: a.session })).status).toBe(
      200,
    );
    const left = (await (await call('GET', base, { session: a.session })).json()) as {
      items: Json[];
    };
    expect(left.items.map((i) => [i.label, i.isDefault])).toEqual([['Obra', true]]);
  });

  it('a concurrent burst of new addresses stops at the limit', async () => {
    const a = await account('libreta.rafaga@example.cl');
    const [one] = await deepest('CL');
    const base = `/myaccount/v3/users/${a.id}/addresses`;
    expect(
      (await call('POST', base, { session: a.session, body: addr(one!.area_id) })).status,
    ).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 2 * MAX_SAVED_ADDRESSES }, (_, i) =>
        call('POST', base, { session: a.session, body: addr(one!.area_id, { label: `D${i}` }) }),
      ),
    );
    const outcomes = await Promise.all(
      answers.map(async (r) => {
        const body = (await r.json()) as { errors?: Json[] };
        return [r.status, body.errors?.[0]?.code ?? null];
      }),
    );
    expect(outcomes.filter(([s]) => s === 201)).toHaveLength(MAX_SAVED_ADDRESSES - 1);
    expect(outcomes.filter(([s]) => s !== 201)).toEqual(
      Array.from({ length: MAX_SAVED_ADDRESSES + 1 }, () => [400, 'ADDRESS_LIMIT']),
    );
    const { rows } = await testDb.pool.query(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS d FROM addresses WHERE user_id = $1',
      [a.id],
    );
    expect(rows[0]).toEqual({ n: MAX_SAVED_ADDRESSES, d: 1 });
  });

  it('on a zip-code site the address is found by its zip code', async () => {
    const mx = await account('libreta@example.mx', 'mx', {
      document: 'BOXW310820HNERXN09',
      phone: '+52 55 1234 5678',
    });
    const { rows } = await testDb.pool.query<{ zip_code: string }>(
      "SELECT zip_code FROM zip_codes WHERE country = 'MX' ORDER BY zip_code LIMIT 1",
    );
    const base = `/myaccount/v3/users/${mx.id}/addresses`;
    const res = await call('POST', base, {
      tenant: 'mx',
      session: mx.session,
      body: { zipCode: rows[0]!.zip_code, street: 'Reforma', number: '10', isDefault: true },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { address: Json }).address).toMatchObject({
      zipCode: rows[0]!.zip_code,
      isDefault: true,
    });
    const unknown = await call('POST', base, {
      tenant: 'mx',
      session: mx.session,
      body: { zipCode: '00000', street: 'Reforma', number: '10' },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Json[] }).errors[0]?.field).toBe('zipCode');
  });
});

describe('text and bodies a mailer or the database would misread (issue 23 follow-up)', () => {
  const raw = (method: string, path: string, body: string, session: string, tenant = 'cl') =>
    app.request(
      path,
      {
        method,
        headers: {
          'content-type': 'application/json',
          'tenant-b2b': tenant,
          origin: ORIGIN,
          'x-forwarded-for': nextAddress(),
          authorization: session,
        },
        body,
      },
      { incoming: { socket: { remoteAddress: STOREFRONT } } },
    );
  const errorsOf = async (res: Response) => ((await res.json()) as { errors: Json[] }).errors;

  it.each([
    ['cl', 'El cuerpo de la solicitud no es un JSON válido'],
    ['br', 'O corpo da solicitação não é um JSON válido'],
  ])(
    'a profile update whose body is not JSON is a 400 (%s), nothing changed',
    async (tenant, message) => {
      const a = await account(
        `cuerpo.${tenant}@example.cl`,
        tenant,
        tenant === 'br' ? { document: '529.982.247-25', phone: '+55 11 91234-5678' } : {},
      );
      for (const body of ['garbage', '{"lastName":', "{'lastName':'X'}"]) {
        const res = await raw('PATCH', `/myaccount/v3/users/${a.id}`, body, a.session, tenant);
        expect([res.status, await errorsOf(res)]).toEqual([
          400,
          [{ code: 'BAD_REQUEST', message }],
        ]);
      }
      expect((await store.findUserById(tenant as 'cl', a.id))?.lastName).toBe('Pérez');
    },
  );

  // JSON's "\ud800" is half a character: a text column kept it as U+FFFD, silently.
  it.each([
    ['profile', 'PATCH', '', { lastName: 'Rojas\ud800' }, 'lastName'],
    ['profile', 'PATCH', '', { firstName: '\udfff' }, 'firstName'],
    ['address', 'POST', '/addresses', { street: 'Av. Matta\udbff' }, 'street'],
    ['address', 'POST', '/addresses', { label: 'Casa\udc00' }, 'label'],
    ['address', 'POST', '/addresses', { apartment: 'B\ud800' }, 'apartment'],
  ])(
    'a lone surrogate in the %s (%s %j) is a 400 naming the field, nothing stored',
    async (_what, method, sub, body, field) => {
      const a = await account(`mitad.${field}.${sub ? 'dir' : 'perfil'}@example.cl`);
      const comuna = 'CL-13-santiago';
      const sent =
        sub === ''
          ? body
          : { locationId: comuna, street: 'Av. Matta', number: '12', label: 'Casa', ...body };
      const res = await call(method, `/myaccount/v3/users/${a.id}${sub}`, {
        session: a.session,
        body: sent,
      });
      expect([res.status, await errorsOf(res)]).toEqual([
        400,
        [{ code: 'INVALID_PARAMETER', message: 'Hay caracteres no válidos', field }],
      ]);
      const user = await store.findUserById('cl', a.id);
      expect([user?.firstName, user?.lastName]).toEqual(['Ana', 'Pérez']);
      const { rows } = await testDb.pool.query('SELECT 1 FROM addresses WHERE user_id = $1', [
        a.id,
      ]);
      expect(rows).toEqual([]);
    },
  );

  // nodemailer reads an address header's whole syntax: registering 'eve<persona@...>' sent the
  // welcome mail to that other shopper's mailbox.
  it.each([
    'eve<libreta.otra@example.cl>',
    'Eve <libreta.otra@example.cl>',
    'eve@example.cl,libreta.otra@example.cl',
    'eve@example.cl;libreta.otra@example.cl',
    'libreta.otra@example.cl(eve)',
    'g:libreta.otra@example.cl;',
    '"eve x"@example.cl',
  ])('registration with %j is refused naming the e-mail; no account, no mail', async (email) => {
    const res = await call('POST', '/myaccount/v3/users', { body: person(email) });
    expect([res.status, await errorsOf(res)]).toEqual([
      400,
      [{ code: 'INVALID_PARAMETER', message: 'Ingresa un correo válido', field: 'email' }],
    ]);
    expect(await deliver()).toEqual([]);
    const { rows } = await testDb.pool.query('SELECT 1 FROM users WHERE email = lower($1)', [
      email,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('mail files', () => {
  it('are written under the mail directory', () => {
    expect(readdirSync(mailDir).some((f) => f.endsWith('.eml'))).toBe(true);
  });
});
