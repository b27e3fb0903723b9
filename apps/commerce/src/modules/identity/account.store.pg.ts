import type { TenantCode } from '@fierro/tenants';
import type { Pool, PoolClient } from 'pg';
import type { AccountMailJob, AccountStore, IssuedToken, SavedAddress } from './account.store';
import type { IdentityProviderName } from './identity-provider';

/** The AccountStore over PostgreSQL (tables account_tokens, rate_attempts, addresses, outbox). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';
export const ACCOUNT_MAIL_QUEUE = 'account-mail';

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const addOutbox = (q: Pick<Pool, 'query'>, job: AccountMailJob) =>
  q.query('INSERT INTO outbox (kind, payload) VALUES ($1, $2)', [ACCOUNT_MAIL_QUEUE, job]);

/**
 * Ends every unused link of the user, whatever its purpose. A password set anew (reset or
 * change) means whoever held the old one may have asked for them: an e-mail change a thief asked
 * for, a reset link sent before, or a provider link to a stranger's identity, must not outlive it.
 */
const endLinks = (q: PoolClient, userId: string, at: Date) =>
  q.query('UPDATE account_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    at,
  ]);

/** The link's identity was linked to another account meanwhile: the transaction rolls back. */
class LinkedElsewhere extends Error {}

/** Ends the user's open sessions, all of them or all but `keep`. */
const endSessions = (q: PoolClient, userId: string, at: Date, keep: string | null = null) =>
  q.query(
    `UPDATE sessions SET revoked_at = $2, status = 'inactive'
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id <> $3)`,
    [userId, at, keep],
  );

interface AddressRow {
  id: string;
  site_id: string;
  label: string | null;
  location_id: string | null;
  zip_code: string | null;
  street: string;
  number: string;
  apartment: string | null;
  is_default: boolean;
}
const ADDRESS_COLUMNS =
  'id, site_id, label, location_id, zip_code, street, number, apartment, is_default';
const toAddress = (r: AddressRow): SavedAddress => ({
  id: r.id,
  siteId: r.site_id,
  label: r.label,
  locationId: r.location_id,
  zipCode: r.zip_code,
  street: r.street,
  number: r.number,
  apartment: r.apartment,
  isDefault: r.is_default,
});

export function createPgAccountStore(pool: Pool, onOutbox?: () => void): AccountStore {
  const kicked = <T>(value: T) => {
    onOutbox?.();
    return value;
  };
  /** Makes `id` the user's only default on the site (the partial unique index allows one). */
  const soleDefault = async (q: PoolClient, userId: string, siteId: string, id: string) => {
    await q.query(
      `UPDATE addresses SET is_default = false, updated_at = now()
        WHERE user_id = $1 AND site_id = $2 AND is_default AND id <> $3`,
      [userId, siteId, id],
    );
    await q.query('UPDATE addresses SET is_default = true WHERE id = $1', [id]);
  };

  return {
    requestToken: (input) =>
      inTransaction(pool, async (q) => {
        await q.query(
          `UPDATE account_tokens SET used_at = $3
            WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
          [input.userId, input.purpose, input.at],
        );
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO account_tokens (user_id, purpose, new_email, provider, subject, created_at,
                                       expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            input.userId,
            input.purpose,
            input.newEmail,
            input.external?.provider ?? null,
            input.external?.subject ?? null,
            input.at,
            input.expiresAt,
          ],
        );
        const id = rows[0]!.id;
        await addOutbox(q, { template: input.purpose, tokenId: id });
        if (input.notice) await addOutbox(q, input.notice);
        return id;
      }).then(kicked),

    async issueToken(tokenId, tokenHash, at) {
      if (!UUID.test(tokenId)) return null;
      const { rows } = await pool.query<{
        id: string;
        user_id: string;
        purpose: IssuedToken['purpose'];
        new_email: string | null;
        provider: IdentityProviderName | null;
        tenant: string;
        email: string;
        first_name: string;
      }>(
        `UPDATE account_tokens t SET token_hash = $2
           FROM users u
          WHERE t.id = $1 AND u.id = t.user_id AND t.used_at IS NULL AND t.mailed_at IS NULL
            AND t.expires_at > $3
        RETURNING t.id, t.user_id, t.purpose, t.new_email, t.provider, u.tenant, u.email,
                  u.first_name`,
        [tokenId, tokenHash, at],
      );
      const r = rows[0];
      return r
        ? {
            id: r.id,
            userId: r.user_id,
            tenant: r.tenant as TenantCode,
            purpose: r.purpose,
            email: r.email,
            firstName: r.first_name,
            newEmail: r.new_email,
            provider: r.provider,
          }
        : null;
    },

    async markMailed(tokenId, at) {
      await pool.query('UPDATE account_tokens SET mailed_at = $2 WHERE id = $1', [tokenId, at]);
    },

    async takeResetLink(tokenHash, at) {
      const { rows } = await pool.query<{ user_id: string }>(
        `UPDATE account_tokens SET used_at = $2
          WHERE token_hash = $1 AND purpose = 'password_reset' AND used_at IS NULL
            AND expires_at > $2
        RETURNING user_id`,
        [tokenHash, at],
      );
      return rows[0]?.user_id ?? null;
    },

    resetPassword: (userId, passwordHash, at) =>
      inTransaction(pool, async (q) => {
        await q.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
          userId,
          passwordHash,
          at,
        ]);
        // Every session ends, wherever it was opened: whoever knew the old password is out.
        await endSessions(q, userId, at);
        await endLinks(q, userId, at);
        // The link proved who owns the address: an identity provider linked before may have been
        // linked by someone else with that address (a pre-made account). The owner links it again.
        await q.query('DELETE FROM user_external_ids WHERE user_id = $1', [userId]);
      }),

    changePassword: (userId, passwordHash, keep, at) =>
      inTransaction(pool, async (q) => {
        await q.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
          userId,
          passwordHash,
          at,
        ]);
        await endSessions(q, userId, at, keep);
        await endLinks(q, userId, at);
      }),

    async linkProvider(tokenHash, at) {
      try {
        return await inTransaction(pool, async (q) => {
          const { rows } = await q.query<{
            user_id: string;
            tenant: TenantCode;
            provider: IdentityProviderName;
            subject: string;
          }>(
            `UPDATE account_tokens t SET used_at = $2
               FROM users u
              WHERE t.token_hash = $1 AND t.purpose = 'provider_link' AND t.used_at IS NULL
                AND t.expires_at > $2 AND u.id = t.user_id
                AND t.provider IS NOT NULL AND t.subject IS NOT NULL
            RETURNING t.user_id, u.tenant, t.provider, t.subject`,
            [tokenHash, at],
          );
          const row = rows[0];
          if (!row) return null;
          await q.query(
            `INSERT INTO user_external_ids (tenant, provider, subject, user_id, created_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant, provider, subject) DO NOTHING`,
            [row.tenant, row.provider, row.subject, row.user_id, at],
          );
          // Already linked: to this account it is done; to another (its own sign-up, or a
          // link confirmed there meanwhile) nothing moves, so no account is taken from its owner.
          const { rows: owner } = await q.query<{ user_id: string }>(
            'SELECT user_id FROM user_external_ids WHERE tenant = $1 AND provider = $2 AND subject = $3',
            [row.tenant, row.provider, row.subject],
          );
          if (owner[0]?.user_id !== row.user_id) throw new LinkedElsewhere();
          return { userId: row.user_id, provider: row.provider };
        });
      } catch (error) {
        if (error instanceof LinkedElsewhere) return null;
        throw error;
      }
    },

    async confirmEmail(tokenHash, at) {
      try {
        return await inTransaction(pool, async (q) => {
          const { rows } = await q.query<{ user_id: string; new_email: string }>(
            `UPDATE account_tokens SET used_at = $2
              WHERE token_hash = $1 AND purpose = 'email_change' AND used_at IS NULL
                AND expires_at > $2
            RETURNING user_id, new_email`,
            [tokenHash, at],
          );
          const row = rows[0];
          if (!row) return null;
          const { rows: before } = await q.query<{ email: string; tenant: TenantCode }>(
            'SELECT email, tenant FROM users WHERE id = $1 FOR UPDATE',
            [row.user_id],
          );
          await q.query('UPDATE users SET email = $2, updated_at = $3 WHERE id = $1', [
            row.user_id,
            row.new_email,
            at,
          ]);
          // Links sent to the address it leaves (a password reset above all) end: whoever still
          // reads that mailbox (often the reason for the change) takes nothing with them.
          await endLinks(q, row.user_id, at);
          // The address it leaves hears of it: its owner may not be the one who asked.
          await addOutbox(q, {
            template: 'email_changed',
            userId: row.user_id,
            tenant: before[0]!.tenant,
            oldEmail: before[0]!.email,
            newEmail: row.new_email,
          });
          return { userId: row.user_id, email: row.new_email };
        }).then(kicked);
      } catch (error) {
        // Another account of the site took the address meanwhile: nothing changed, link unused.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'EMAIL_TAKEN';
        throw error;
      }
    },

    async enqueueMail(job) {
      await addOutbox(pool, job);
      onOutbox?.();
    },

    async countAttempts(kind, subject, since) {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rate_attempts WHERE kind = $1 AND subject = $2 AND at >= $3',
        [kind, subject, since],
      );
      return rows[0]?.n ?? 0;
    },

    async recordAttempt(kind, subject, at) {
      await pool.query('INSERT INTO rate_attempts (kind, subject, at) VALUES ($1, $2, $3)', [
        kind,
        subject,
        at,
      ]);
    },

    async takeAttempt(kind, subject, since, max, at) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `rate:${kind}:${subject}`,
        ]);
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM rate_attempts WHERE kind = $1 AND subject = $2 AND at >= $3',
          [kind, subject, since],
        );
        const allowed = (rows[0]?.n ?? 0) < max;
        if (allowed) {
          await client.query('INSERT INTO rate_attempts (kind, subject, at) VALUES ($1, $2, $3)', [
            kind,
            subject,
            at,
          ]);
        }
        await client.query('COMMIT');
        return allowed;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async purgeAttempts(before) {
      const { rowCount } = await pool.query('DELETE FROM rate_attempts WHERE at < $1', [before]);
      return rowCount ?? 0;
    },

    async listAddresses(userId, siteId) {
      const { rows } = await pool.query<AddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 AND site_id = $2
          ORDER BY is_default DESC, created_at DESC, id`,
        [userId, siteId],
      );
      return rows.map(toAddress);
    },

    createAddress: (userId, siteId, input, max) =>
      inTransaction(pool, async (q) => {
        // One at a time per user: the count below holds until commit, so a burst stops at `max`,
        // and the first address becomes the default whatever it says.
        await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const { rows: existing } = await q.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND site_id = $2',
          [userId, siteId],
        );
        if ((existing[0]?.n ?? 0) >= max) return null;
        const { rows } = await q.query<AddressRow>(
          `INSERT INTO addresses (user_id, site_id, label, location_id, zip_code, street, number,
                                  apartment, is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING ${ADDRESS_COLUMNS}`,
          [
            userId,
            siteId,
            input.label,
            input.locationId,
            input.zipCode,
            input.street,
            input.number,
            input.apartment,
          ],
        );
        const created = toAddress(rows[0]!);
        if (input.isDefault || existing[0]?.n === 0) {
          await soleDefault(q, userId, siteId, created.id);
          created.isDefault = true;
        }
        return created;
      }),

    updateAddress: (userId, siteId, id, input) =>
      UUID.test(id)
        ? inTransaction(pool, async (q) => {
            await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
            const { rows } = await q.query<AddressRow>(
              `UPDATE addresses SET label = $4, location_id = $5, zip_code = $6, street = $7,
                      number = $8, apartment = $9, updated_at = now()
                WHERE id = $1 AND user_id = $2 AND site_id = $3 RETURNING ${ADDRESS_COLUMNS}`,
              [
                id,
                userId,
                siteId,
                input.label,
                input.locationId,
                input.zipCode,
                input.street,
                input.number,
                input.apartment,
              ],
            );
            if (!rows[0]) return null;
            const updated = toAddress(rows[0]);
            if (input.isDefault && !updated.isDefault) {
              await soleDefault(q, userId, siteId, id);
              updated.isDefault = true;
            }
            return updated;
          })
        : Promise.resolve(null),

    async deleteAddress(userId, siteId, id) {
      if (!UUID.test(id)) return false;
      return inTransaction(pool, async (q) => {
        await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const { rows } = await q.query<{ is_default: boolean }>(
          'DELETE FROM addresses WHERE id = $1 AND user_id = $2 AND site_id = $3 RETURNING is_default',
          [id, userId, siteId],
        );
        if (!rows[0]) return false;
        // The default went: the newest remaining address takes its place.
        if (rows[0].is_default) {
          await q.query(
            `UPDATE addresses SET is_default = true WHERE id = (
               SELECT id FROM addresses WHERE user_id = $1 AND site_id = $2
                ORDER BY created_at DESC, id LIMIT 1)`,
            [userId, siteId],
          );
        }
        return true;
      });
    },
  };
}
