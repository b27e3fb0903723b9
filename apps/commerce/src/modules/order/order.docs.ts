import { contactDocumentKinds, fiscalDocumentsOf } from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { refusalsByStatus } from './order.errors';

/**
 * What `/openapi.json` says of placing an order, for a client that has only the document (an app,
 * a kiosk): the per-site values and the rules that depend on the cart, written from the registry
 * and the domain's rules, so the document cannot drift from what the server checks.
 */

const fiscalOf = (tenant: Tenant) =>
  fiscalDocumentsOf(tenant)
    .map((d) => {
      const taxId =
        d.taxIds.length === 0
          ? 'no taxId'
          : `taxId ${d.taxIds.join(' or ')}${d.taxIdRequired ? '' : ' (optional)'}`;
      const more = [
        d.businessName ? 'businessName' : null,
        d.businessActivity ? 'businessActivity' : null,
      ].filter(Boolean);
      return `\`${d.kind}\` (${[taxId, ...more].join(', ')})`;
    })
    .join(', ');

const siteRows = TENANTS.map(
  (t) =>
    `| ${t.siteId} | ${contactDocumentKinds(t)
      .map((k) => `\`${k}\``)
      .join(', ')} | ${fiscalOf(t)} | ${t.deliveryMethods.join(', ')} | ${
      t.isZipCodeCountry ? 'zipCode' : 'locationId'
    } | card${t.storeCard ? `, storeCard (${t.storeCard.name})` : ''}; payAtStore when no line ships home |`,
).join('\n');

// The placement's own (returns, the lookup's captcha and the challenge have routes of their own).
const NOT_PLACING =
  /^(RETURN_|REFUND_|CAPTCHA_|NOT_DELIVERED|ORDER_MOVE_REFUSED|NO_CHALLENGE|CHALLENGE_UNANSWERED)/;
const refusals = refusalsByStatus()
  .map(([status, codes]) => [status, codes.filter((c) => !NOT_PLACING.test(c))] as const)
  .filter(([, codes]) => codes.length > 0)
  .map(([status, codes]) => `- ${status}: ${codes.map((c) => `\`${c}\``).join(', ')}`)
  .join('\n');

export const PLACE_ORDER_DESCRIPTION = `Places the order of a cart. The order is built from the server's cart and prices; nothing in the body is an amount but \`expectedTotal\`, which is only compared.

**Before placing**: the cart has its lines, a place (\`PUT /checkout/v1/carts/{cartId}/location\`) when a line ships home, and a store for every buy-at-store or pickup line (409 \`CART_NOT_READY\` otherwise). \`GET /checkout/v1/carts/{cartId}/payment-options\` answers the methods this cart may be paid with, the total of each (\`expectedTotal\` is the cart's \`totals.total\`, or \`totals.storeCardTotal\` with \`storeCard\`) and the bank promotions (\`payment.promotionId\`, with \`installments\` its months).

**Card data** goes to the gateway's tokenisation (TEST gateway: \`POST /payments/v1/test-gateway/tokens\`), never here: \`payment.token\` is single-use and lives one hour; \`card\` and \`storeCard\` need one, \`payAtStore\` takes none (nor installments or a promotion). An answer \`PAYMENT_PENDING\` with a \`challengeId\` waits on the 3-D Secure challenge: the cardholder answers it with the gateway (TEST gateway: \`POST /payments/v1/test-gateway/challenges/{challengeId}\`), then \`POST /checkout/v1/orders/{orderId}/challenge\` settles the order.

**Headers**: \`Idempotency-Key\` (required, 8 to 100 of \`[A-Za-z0-9_.:-]\`): the same key and body answer the same order, kept 24 h; \`Authorization\`: the session id of a signed-in shopper (a shopper's cart answers only to that session); \`x-channel-id\`: web, mobile or kiosk.

**Per site** (\`contact.document.type\`, \`fiscalDocument.kind\`, the delivery methods of the cart's lines, how an address names its place, the ways to pay):

| site | contact.document.type | fiscalDocument.kind | delivery methods | address place | payment.method |
| --- | --- | --- | --- | --- | --- |
${siteRows}

\`delivery.address\` (\`street\`, \`number\`, \`apartment\`) is required when a line ships home (400 \`ADDRESS_REQUIRED\`) and must be in the cart's place (400 \`ADDRESS_OUTSIDE_LOCATION\`). \`creditLine\` is reserved for company credit lines and is refused until a site offers it.

**Refusals** (\`errors[].code\`, each with \`field\` when a field is at fault and a \`message\` in the site's language; nothing is written):
${refusals}

Example (Chile, home delivery, boleta):

\`\`\`json
{
  "cartId": "0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f",
  "contact": { "email": "ana@example.cl", "firstName": "Ana", "lastName": "Pérez", "phone": "+56 9 1234 5678",
    "document": { "type": "CL_RUT", "number": "12.345.678-5" } },
  "delivery": { "address": { "locationId": "<the cart's comuna>", "street": "Av. Providencia", "number": "1234" } },
  "fiscalDocument": { "kind": "boleta" },
  "payment": { "method": "card", "token": "tok_test_…", "installments": 1 },
  "expectedTotal": 84940
}
\`\`\``;
