import type { AccountKind, DocumentKind, LoginType } from '@fierro/domain';
import type { TenantCode } from '@fierro/tenants';
import type { Pool, PoolClient } from 'pg';
import type {
  CompanyRole,
  IdentityStore,
  NewCompany,
  NewUser,
  SessionRecord,
  UserRecord,
} from './identity.store';
import {
  MAX_SESSIONS_HARD,
  MAX_SESSIONS_PER_ACCOUNT,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_IN_USE_MS,
} from './session.rules';

/**
 * The IdentityStore over PostgreSQL (issue 8), on packages/db's identity tables (users,
 * companies, company_users, user_external_ids, sessions, login_attempts). Accounts, sessions
 * and login attempts live only in the database, so any number of commerce processes share them.
 * Plain parameterised SQL over the pool of `createDb` (one statement per call; registration, and a session with its
 * account's cap, in one transaction).
 */
type Queryable = Pick<Pool, 'query'> | PoolClient;

const UNIQUE_VIOLATION = '23505';

const USER_SELECT = `
  SELECT u.id, u.tenant, u.first_name, u.last_name, u.email, u.document_kind, u.document,
         u.phone, u.password_hash, c.id AS company_id, c.legal_name, c.document AS company_document,
         cu.role
    FROM users u
    LEFT JOIN company_users cu ON cu.user_id = u.id
    LEFT JOIN companies c ON c.id = cu.company_id`;

interface UserRow {
  id: string;
  tenant: string;
  first_name: string;
  last_name: string;
  email: string;
  document_kind: string;
  document: string;
  phone: string;
  password_hash: string | null;
  company_id: string | null;
  legal_name: string | null;
  company_document: string | null;
  role: string | null;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    tenant: row.tenant as TenantCode,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    documentKind: row.document_kind as DocumentKind,
    document: row.document,
    phone: row.phone,
    passwordHash: row.password_hash,
    company:
      row.company_id && row.legal_name !== null && row.company_document !== null && row.role
        ? {
            id: row.company_id,
            legalName: row.legal_name,
            document: row.company_document,
            role: row.role as CompanyRole,
          }
        : null,
  };
}

interface SessionRow {
  id: string;
  tenant: string;
  user_id: string;
  account_kind: string;
  login_type: string;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  impersonated: boolean;
}

/**
 * When a session ends by itself, from its stored deadlines (or, on a row without them, from
 * session.rules' lifetimes): the idle one or the absolute one, whichever comes first.
 */
const ENDS = `least(
  coalesce(idle_expires_at, last_seen_at + interval '${SESSION_IDLE_MS} milliseconds'),
  coalesce(absolute_expires_at, created_at + interval '${SESSION_ABSOLUTE_MS} milliseconds'))`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const normalEmail = (email: string) => email.trim().toLowerCase();

/** Which unique index a violation hit: the e-mail of the tenant, or the company's document. */
function conflictOf(error: unknown): 'EMAIL_TAKEN' | 'COMPANY_TAKEN' | null {
  const e = error as { code?: string; constraint?: string } | null;
  if (e?.code !== UNIQUE_VIOLATION) return null;
  return e.constraint?.startsWith('companies_') ? 'COMPANY_TAKEN' : 'EMAIL_TAKEN';
}

async function userBy(q: Queryable, where: string, params: unknown[]) {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} WHERE ${where} LIMIT 1`, params);
  return rows[0] ? toUser(rows[0]) : null;
}

export function createPgIdentityStore(pool: Pool): IdentityStore {
  const byId = (q: Queryable, tenant: TenantCode, id: string) =>
    UUID.test(id) ? userBy(q, 'u.tenant = $1 AND u.id = $2', [tenant, id]) : Promise.resolve(null);

  return {
    findUserByEmail: (tenant, email) =>
      userBy(pool, 'u.tenant = $1 AND u.email = $2', [tenant, normalEmail(email)]),

    findUserById: (tenant, id) => byId(pool, tenant, id),

    findUserByExternal: (tenant, provider, subject) =>
      userBy(
        pool,
        `u.id = (SELECT x.user_id FROM user_external_ids x
                  WHERE x.tenant = $1 AND x.provider = $2 AND x.subject = $3)`,
        [tenant, provider, subject],
      ),

    async createUser(user: NewUser, company?: NewCompany) {
      // One transaction: the user, the company and the membership exist together or not at all.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO users (tenant, first_name, last_name, email, document_kind, document, phone,
                              password_hash, created_at, updated_at, terms_accepted_at,
                              privacy_accepted_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $10) RETURNING id`,
          [
            user.tenant,
            user.firstName,
            user.lastName,
            normalEmail(user.email),
            user.documentKind,
            user.document,
            user.phone,
            user.passwordHash,
            user.createdAt,
            user.acceptedAt ?? null,
          ],
        );
        const userId = rows[0]?.id as string;
        if (user.external) {
          await client.query(
            `INSERT INTO user_external_ids (tenant, provider, subject, user_id, created_at)
             VALUES ($1, $2, $3, $4, $5)`,
            [user.tenant, user.external.provider, user.external.subject, userId, user.createdAt],
          );
        }
        if (company) {
          const c = await client.query<{ id: string }>(
            `INSERT INTO companies (tenant, legal_name, document_kind, document, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [
              company.tenant,
              company.legalName,
              company.documentKind,
              company.document,
              company.createdAt,
            ],
          );
          await client.query(
            `INSERT INTO company_users (company_id, user_id, role, created_at)
             VALUES ($1, $2, 'admin', $3)`,
            [c.rows[0]?.id, userId, company.createdAt],
          );
        }
        const created = await byId(client, user.tenant, userId);
        await client.query('COMMIT');
        if (!created) throw new Error('registered user not found');
        return created;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        const conflict = conflictOf(error);
        if (conflict) return conflict;
        throw error;
      } finally {
        client.release();
      }
    },

    async updateUser(tenant, id, patch) {
      const columns = {
        firstName: 'first_name',
        lastName: 'last_name',
        phone: 'phone',
        document: 'document',
        passwordHash: 'password_hash',
      } as const;
      const sets: string[] = [];
      const params: unknown[] = [tenant, id];
      for (const [key, column] of Object.entries(columns)) {
        const value = patch[key as keyof typeof columns];
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length > 0) {
        await pool.query(
          `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE tenant = $1 AND id = $2`,
          params,
        );
      }
      const user = await byId(pool, tenant, id);
      if (!user) throw new Error('updated user not found');
      return user;
    },

    async countFailures(tenant, email, address, since) {
      // The account's failures from this address count since its last success there.
      const { rows } = await pool.query<{
        account: number;
        account_last: Date | null;
        address: number;
        address_last: Date | null;
      }>(
        `WITH pair AS (
           SELECT count(*)::int AS n, max(at) AS last FROM login_attempts
            WHERE tenant = $1 AND email = $2 AND address = $3 AND NOT success AND at >= $4
              AND at > coalesce((SELECT max(at) FROM login_attempts
                WHERE tenant = $1 AND email = $2 AND address = $3 AND success), '-infinity')
         ), addr AS (
           SELECT count(*)::int AS n, max(at) AS last FROM login_attempts
            WHERE address = $3 AND NOT success AND at >= $4
         )
         SELECT pair.n AS account, pair.last AS account_last,
                addr.n AS address, addr.last AS address_last FROM pair, addr`,
        [tenant, normalEmail(email), address, since],
      );
      const row = rows[0];
      return {
        account: row?.account ?? 0,
        address: row?.address ?? 0,
        lastAccountFailure: row?.account_last ?? null,
        lastAddressFailure: row?.address_last ?? null,
      };
    },

    async recordAttempt(attempt) {
      await pool.query(
        'INSERT INTO login_attempts (tenant, email, address, success, at) VALUES ($1, $2, $3, $4, $5)',
        [attempt.tenant, normalEmail(attempt.email), attempt.address, attempt.success, attempt.at],
      );
    },

    async purgeLoginAttempts(before, limit) {
      const { rowCount } = await pool.query(
        `DELETE FROM login_attempts WHERE id IN (
           SELECT id FROM login_attempts WHERE at < $1 LIMIT $2)`,
        [before, limit],
      );
      return rowCount ?? 0;
    },

    async createSession(session: SessionRecord) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // One sign-in of the account at a time: a burst keeps the cap exactly.
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `sessions:${session.userId}`,
        ]);
        // The stored deadlines mirror session.rules (for the sweeper); the rule decides on read.
        await client.query(
          `INSERT INTO sessions (id, tenant, user_id, account_kind, login_type, status,
                                 impersonated, created_at, last_seen_at, idle_expires_at,
                                 absolute_expires_at, revoked_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            session.id,
            session.tenant,
            session.userId,
            session.accountKind,
            session.loginType,
            session.impersonated ? 'Impersonated' : 'active',
            session.impersonated,
            session.createdAt,
            session.lastSeenAt,
            new Date(session.lastSeenAt.getTime() + SESSION_IDLE_MS),
            new Date(session.createdAt.getTime() + SESSION_ABSOLUTE_MS),
            session.revokedAt,
          ],
        );
        // Past the cap, the new one stays; then open ones before ended ones, the latest used first.
        // Beyond the cap only sessions ended or idle past SESSION_IN_USE_MS go; beyond the hard cap,
        // any. A deleted session answers as a revoked one does (inactive), so none is told apart.
        await client.query(
          `WITH ranked AS (
             SELECT id, revoked_at IS NULL AND ${ENDS} > $3 AND last_seen_at > $5 AS in_use,
                    row_number() OVER (
                      ORDER BY id = $2 DESC,
                               (revoked_at IS NULL AND ${ENDS} > $3) DESC,
                               last_seen_at DESC, created_at DESC) AS place
               FROM sessions WHERE user_id = $1)
           DELETE FROM sessions WHERE id IN (
             SELECT id FROM ranked WHERE (place > $4 AND NOT in_use) OR place > $6)`,
          [
            session.userId,
            session.id,
            session.lastSeenAt,
            MAX_SESSIONS_PER_ACCOUNT,
            new Date(session.lastSeenAt.getTime() - SESSION_IN_USE_MS),
            MAX_SESSIONS_HARD,
          ],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async findSession(id) {
      const { rows } = await pool.query<SessionRow>(
        `SELECT id, tenant, user_id, account_kind, login_type, created_at, last_seen_at,
                revoked_at, impersonated
           FROM sessions WHERE id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        tenant: row.tenant as TenantCode,
        userId: row.user_id,
        accountKind: row.account_kind as AccountKind,
        loginType: row.login_type as LoginType,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
        impersonated: row.impersonated,
      };
    },

    async touchSession(id, at) {
      await pool.query(
        `UPDATE sessions SET last_seen_at = $2, idle_expires_at = $3
          WHERE id = $1 AND revoked_at IS NULL AND last_seen_at < $2`,
        [id, at, new Date(at.getTime() + SESSION_IDLE_MS)],
      );
    },

    async revokeSession(id, at) {
      await pool.query(
        `UPDATE sessions SET revoked_at = $2, status = 'inactive'
          WHERE id = $1 AND revoked_at IS NULL`,
        [id, at],
      );
    },

    async revokeOtherSessions(userId, keep, at) {
      const { rowCount } = await pool.query(
        `UPDATE sessions SET revoked_at = $3, status = 'inactive'
          WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
        [userId, keep, at],
      );
      return rowCount ?? 0;
    },

    async sweepSessions(before, limit) {
      const { rowCount } = await pool.query(
        `DELETE FROM sessions WHERE id IN (
           SELECT id FROM sessions WHERE least(revoked_at, ${ENDS}) < $1 LIMIT $2)`,
        [before, limit],
      );
      return rowCount ?? 0;
    },
  };
}
