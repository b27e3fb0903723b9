import { randomBytes } from 'node:crypto';
import { cardBrand } from '@fierro/domain';
import type pg from 'pg';
import type { AuthorizeRequest, PaymentGateway, PaymentResult, PaymentStatus } from './gateway';

/**
 * The TEST gateway: a stand-in, named as such, for a real card gateway we cannot reach here. It
 * keeps its own tables (test_gateway_tokens, test_gateway_payments), like a gateway's vault: the
 * number is never stored, only its brand, last four and the outcome of the documented numbers.
 *   4111 1111 1111 1111  approves
 *   4000 0000 0000 0002  declines
 *   4000 0027 6000 3184  asks for a 3-D Secure challenge
 * Any other valid number approves. Authorisations are idempotent on the caller's key. A token is
 * single-use and lives TOKEN_TTL_MS, as a real gateway's: once a payment holds it (anything but a
 * decline), another payment cannot, so a token read from an order's row charges nothing.
 */
export const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  challenge: '4000002760003184',
  storeCard: '6048000000000001',
} as const;

/**
 * The banks the TEST gateway knows cards of, by BIN (a number's first six digits), as a real
 * gateway answers from its BIN table: a bank's promotion is for that bank's cards. Every other
 * number, the documented ones above included, is of no bank we know.
 */
const ISSUER_BINS: Readonly<Record<string, string>> = {
  '450101': 'Banco de Chile',
  '450102': 'Santander',
  '450103': 'BancoEstado',
  '450104': 'BCI',
  '450105': 'Bancolombia',
  '450106': 'Davivienda',
  '450107': 'Banco de Bogotá',
  '450108': 'Banco Nación',
  '450109': 'Galicia',
  '450110': 'BBVA',
  '450111': 'BROU',
  '450112': 'Itaú',
  '450113': 'Bradesco',
  '450114': 'Banco do Brasil',
  '450115': 'Nubank',
  '450116': 'BCP',
  '450117': 'Interbank',
  '450118': 'Scotiabank',
  '450119': 'Banorte',
  '450120': 'Citibanamex',
  '450121': 'Caixa',
};

/** The issuing bank of a number, when the TEST gateway knows it. */
export const issuerOf = (digits: string): string | null => ISSUER_BINS[digits.slice(0, 6)] ?? null;

/** A card of the bank that approves (its BIN, zeros, the Luhn check digit); null: no such bank. */
export function testCardOf(bank: string): string | null {
  const bin = Object.keys(ISSUER_BINS).find((b) => ISSUER_BINS[b] === bank);
  if (!bin) return null;
  const body = `${bin}000000001`;
  const sum = [...body]
    .reverse()
    .map(Number)
    .reduce((acc, d, i) => acc + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** How long a token can pay: a checkout left longer asks for the card again. */
export const TOKEN_TTL_MS = 60 * 60_000;
/** An expired token unused by any payment is deleted this long after its TTL. */
export const TOKEN_KEPT_AFTER_TTL_MS = 24 * 60 * 60_000;

type Outcome = 'approve' | 'decline' | 'challenge';
const outcomeOf = (digits: string): Outcome =>
  digits === TEST_CARDS.decline
    ? 'decline'
    : digits === TEST_CARDS.challenge
      ? 'challenge'
      : 'approve';

interface PaymentRow {
  id: string;
  status: PaymentStatus;
  brand: string;
  last4: string;
}

const resultOf = (row: PaymentRow): PaymentResult => ({
  paymentId: row.id,
  status: row.status,
  brand: row.brand,
  last4: row.last4,
  challengeId: row.status === 'challenge' ? challengeIdOf(row.id) : null,
  declineReason: row.status === 'declined' ? 'card_declined' : null,
});

/** The challenge a payment waits on is named after it (one challenge per payment). */
const challengeIdOf = (paymentId: string) => `ch_${paymentId}`;

const SELECT = `SELECT p.id, p.status, t.brand, t.last4
  FROM test_gateway_payments p JOIN test_gateway_tokens t ON t.token = p.token`;

export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  constructor(private readonly pool: pg.Pool) {}

  /** Stands in for the gateway's tokenisation in the browser: card in, token out. */
  async tokenize(card: { number: string; holder: string }): Promise<{
    token: string;
    brand: string;
    last4: string;
    issuer: string | null;
  }> {
    const token = `tok_test_${randomBytes(18).toString('base64url')}`;
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);
    const issuer = issuerOf(card.number);
    await this.pool.query(
      `INSERT INTO test_gateway_tokens (token, brand, last4, outcome, issuer)
        VALUES ($1, $2, $3, $4, $5)`,
      [token, brand, last4, outcomeOf(card.number), issuer],
    );
    return { token, brand, last4, issuer };
  }

  /** Null for a token unknown, expired or already holding a payment (see the class's note). */
  async describe(token: string) {
    const { rows } = await this.pool.query(
      `SELECT brand, last4, issuer FROM test_gateway_tokens t
        WHERE token = $1 AND created_at > now() - make_interval(secs => $2)
          AND NOT EXISTS (SELECT 1 FROM test_gateway_payments p
                           WHERE p.token = t.token AND p.status <> 'declined')`,
      [token, TOKEN_TTL_MS / 1000],
    );
    const row = rows[0] as { brand: string; last4: string; issuer: string | null } | undefined;
    return row ? { brand: row.brand, last4: row.last4, issuer: row.issuer } : null;
  }

  /**
   * Deletes up to `limit` tokens that no payment holds, a day past TOKEN_TTL_MS (the hourly
   * housekeeping job): they can pay nothing, and every checkout left a row for ever. A token a
   * payment names, declined ones too, stays: the payment's brand and last four are read from it.
   * The day's margin keeps the delete far from a payment being written with a token still live.
   */
  async purgeExpiredTokens(limit: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM test_gateway_tokens WHERE token IN (
         SELECT token FROM test_gateway_tokens t
          WHERE created_at < now() - make_interval(secs => $1)
            AND NOT EXISTS (SELECT 1 FROM test_gateway_payments p WHERE p.token = t.token)
          LIMIT $2)`,
      [TOKEN_TTL_MS / 1000 + TOKEN_KEPT_AFTER_TTL_MS / 1000, limit],
    );
    return rowCount ?? 0;
  }

  async authorize(request: AuthorizeRequest): Promise<PaymentResult | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // The token's row, locked: two payments racing for one token are taken one after the other.
      const { rows: tokens } = await client.query(
        `SELECT outcome, created_at > now() - make_interval(secs => $2) AS live
          FROM test_gateway_tokens WHERE token = $1 FOR UPDATE`,
        [request.token, TOKEN_TTL_MS / 1000],
      );
      const token = tokens[0] as { outcome: Outcome; live: boolean } | undefined;
      // One payment per key: a retry (or 50 at once) answers the first one, never a second charge.
      const { rows: earlier } = await client.query(`${SELECT} WHERE p.idempotency_key = $1`, [
        request.idempotencyKey,
      ]);
      if (earlier[0] || !token) {
        await client.query('COMMIT');
        return earlier[0] ? resultOf(earlier[0]) : null;
      }
      const { rows: holding } = await client.query(
        `SELECT 1 FROM test_gateway_payments WHERE token = $1 AND status <> 'declined' LIMIT 1`,
        [request.token],
      );
      if (!token.live || holding[0]) {
        await client.query('COMMIT');
        return null;
      }
      const status: PaymentStatus =
        token.outcome === 'approve'
          ? 'authorized'
          : token.outcome === 'decline'
            ? 'declined'
            : 'challenge';
      await client.query(
        `INSERT INTO test_gateway_payments (idempotency_key, token, amount, currency, status)
          VALUES ($1, $2, $3, $4, $5)`,
        [request.idempotencyKey, request.token, request.amount, request.currency, status],
      );
      const { rows } = await client.query(`${SELECT} WHERE p.idempotency_key = $1`, [
        request.idempotencyKey,
      ]);
      await client.query('COMMIT');
      return rows[0] ? resultOf(rows[0]) : null;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async payment(paymentId: string) {
    return this.find(paymentId);
  }

  /**
   * The cardholder's answer on the issuer's page, which this gateway stands in for (TEST only: a
   * real issuer authenticates the cardholder there). Only a payment waiting on that challenge
   * moves; null when there is none.
   */
  async answerChallenge(challengeId: string, passed: boolean): Promise<PaymentResult | null> {
    const paymentId = challengeId.replace(/^ch_/, '');
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    const { rowCount } = await this.pool.query(
      `UPDATE test_gateway_payments SET status = $2, updated_at = now()
        WHERE id = $1 AND status = 'challenge'`,
      [paymentId, passed ? 'authorized' : 'declined'],
    );
    return rowCount ? this.find(paymentId) : null;
  }

  async capture(paymentId: string) {
    return this.move(paymentId, ['authorized'], 'captured');
  }

  async void(paymentId: string) {
    return this.move(paymentId, ['authorized', 'challenge'], 'voided');
  }

  /**
   * One refund per key (test_gateway_refunds): the payment's refunded total grows once, never
   * past its amount, and it is `refunded` when all of it went back. Only an authorised or
   * captured payment is refunded; anything else answers null.
   */
  async refund(paymentId: string, amount: number, idempotencyKey: string) {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId) || amount <= 0) return null;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        'SELECT status, amount, refunded FROM test_gateway_payments WHERE id = $1 FOR UPDATE',
        [paymentId],
      );
      const payment = rows[0] as { status: PaymentStatus; amount: string; refunded: string };
      const { rows: earlier } = await client.query(
        'SELECT payment_id FROM test_gateway_refunds WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      if (earlier[0]) {
        await client.query('COMMIT');
        return earlier[0].payment_id === paymentId ? this.find(paymentId) : null;
      }
      const left = payment ? Number(payment.amount) - Number(payment.refunded) : 0;
      if (!payment || !['authorized', 'captured'].includes(payment.status) || amount > left) {
        await client.query('ROLLBACK');
        return null;
      }
      await client.query(
        'INSERT INTO test_gateway_refunds (idempotency_key, payment_id, amount) VALUES ($1, $2, $3)',
        [idempotencyKey, paymentId, amount],
      );
      await client.query(
        `UPDATE test_gateway_payments SET refunded = refunded + $2,
            status = CASE WHEN refunded + $2 >= amount THEN 'refunded' ELSE status END,
            updated_at = now()
          WHERE id = $1`,
        [paymentId, amount],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return this.find(paymentId);
  }

  /** What the gateway holds of a payment: its amount and how much went back (tests, ops). */
  async amounts(paymentId: string): Promise<{ amount: number; refunded: number } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    const { rows } = await this.pool.query(
      'SELECT amount, refunded FROM test_gateway_payments WHERE id = $1',
      [paymentId],
    );
    return rows[0] ? { amount: Number(rows[0].amount), refunded: Number(rows[0].refunded) } : null;
  }

  private async move(paymentId: string, from: PaymentStatus[], to: PaymentStatus) {
    await this.pool.query(
      `UPDATE test_gateway_payments SET status = $2, updated_at = now()
        WHERE id = $1 AND status = ANY($3::text[])`,
      [paymentId, to, from],
    );
    return this.find(paymentId);
  }

  private async find(paymentId: string): Promise<PaymentResult | null> {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    const { rows } = await this.pool.query(`${SELECT} WHERE p.id = $1`, [paymentId]);
    return rows[0] ? resultOf(rows[0]) : null;
  }
}
