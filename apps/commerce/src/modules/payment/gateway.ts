/**
 * What the shop asks of a card gateway (issue 22). A real gateway and the test one answer the
 * same calls; every call that moves money carries the caller's idempotency key, so a retry after
 * a crash or a time-out is the same payment, never a second charge.
 */
export type PaymentStatus =
  | 'authorized'
  | 'declined'
  | 'challenge'
  | 'captured'
  | 'voided'
  | 'refunded';

export interface PaymentResult {
  /** The gateway's id of the payment. */
  paymentId: string;
  status: PaymentStatus;
  brand: string;
  last4: string;
  /** A 3-D Secure challenge the cardholder must answer with the gateway (its issuer's page). */
  challengeId: string | null;
  declineReason: string | null;
}

export interface AuthorizeRequest {
  /** The gateway's own idempotency key: we pass the order id. */
  idempotencyKey: string;
  token: string;
  amount: number;
  currency: string;
  installments: number;
}

export interface PaymentGateway {
  readonly name: string;
  /**
   * Brand, last four and issuing bank (from the BIN; null when the gateway does not know it) of
   * a token; null when the token cannot pay: unknown, expired, or already used (single-use).
   */
  describe(token: string): Promise<{ brand: string; last4: string; issuer: string | null } | null>;
  /**
   * The payment of `idempotencyKey` (a retry answers the first one). Null when the token cannot
   * pay: never issued (or by another gateway), expired, or holding another key's payment.
   */
  authorize(request: AuthorizeRequest): Promise<PaymentResult | null>;
  /**
   * The payment as the gateway holds it now. A 3-D Secure challenge is answered between the
   * cardholder and the gateway (its issuer's page); the shop learns the outcome here, never from
   * its own client's word.
   */
  payment(paymentId: string): Promise<PaymentResult | null>;
  capture(paymentId: string): Promise<PaymentResult | null>;
  void(paymentId: string): Promise<PaymentResult | null>;
  /**
   * Gives `amount` back (a return, issue 23), once per `idempotencyKey`: a retry is the same
   * refund. Null when the payment is unknown or cannot be refunded.
   */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<PaymentResult | null>;
}
