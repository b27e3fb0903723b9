import type { CartResponse, OrderResponse } from '../../contract';
import { type Speaker, say, type Text, withUnitsLeft } from '../../lib/local-words';
import { NOT_A_JSON_OBJECT } from '../../lib/validation';

/**
 * Why an order was not taken (issue 22), each with its status and a message in the shopper's
 * language. Every refusal happens before the order's transaction commits, or rolls it back: a
 * refused placement leaves no order, no reservation and no charge behind.
 */
export type OrderErrorCode =
  | 'INVALID_PARAMETER'
  | 'IDEMPOTENCY_KEY_REQUIRED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'CART_NOT_FOUND'
  | 'SIGN_IN_REQUIRED'
  | 'CART_HELD'
  | 'CART_EMPTY'
  | 'CART_NOT_READY'
  | 'CART_CHANGED'
  | 'TOTAL_CHANGED'
  | 'OUT_OF_STOCK'
  | 'UNPAID_HOLDS_LIMIT'
  | 'TOO_MANY_FAILED_PAYMENTS'
  | 'PROMOTION_NOT_FOR_CARD'
  | 'USE_STORE_CARD'
  | 'ADDRESS_REQUIRED'
  | 'ADDRESS_OUTSIDE_LOCATION'
  | 'LOCATION_TOO_BROAD'
  | 'PAYMENT_METHOD_NOT_OFFERED'
  | 'PAYMENT_TOKEN_REQUIRED'
  | 'PAYMENT_TOKEN_UNKNOWN'
  | 'NOT_FOR_PAY_AT_STORE'
  | 'INSTALLMENTS_NOT_OFFERED'
  | 'PAYMENT_DECLINED'
  | 'ORDER_NOT_FOUND'
  | 'NO_CHALLENGE'
  | 'CHALLENGE_UNANSWERED'
  | 'RETURN_NOT_FOUND'
  | 'NOT_DELIVERED'
  | 'RETURN_WINDOW_CLOSED'
  | 'RETURN_QUANTITY'
  | 'RETURN_REASON_REQUIRED'
  | 'RETURN_STATE'
  | 'REFUND_FAILED'
  | 'ORDER_MOVE_REFUSED'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_INVALID';

const STATUS: Record<OrderErrorCode, 400 | 401 | 402 | 404 | 409 | 428 | 429 | 502> = {
  INVALID_PARAMETER: 400,
  IDEMPOTENCY_KEY_REQUIRED: 428,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  CART_NOT_FOUND: 404,
  SIGN_IN_REQUIRED: 401,
  CART_HELD: 409,
  CART_EMPTY: 409,
  CART_NOT_READY: 409,
  CART_CHANGED: 409,
  TOTAL_CHANGED: 409,
  OUT_OF_STOCK: 409,
  UNPAID_HOLDS_LIMIT: 409,
  TOO_MANY_FAILED_PAYMENTS: 429,
  PROMOTION_NOT_FOR_CARD: 400,
  USE_STORE_CARD: 400,
  ADDRESS_REQUIRED: 400,
  ADDRESS_OUTSIDE_LOCATION: 400,
  LOCATION_TOO_BROAD: 400,
  PAYMENT_METHOD_NOT_OFFERED: 400,
  PAYMENT_TOKEN_REQUIRED: 400,
  PAYMENT_TOKEN_UNKNOWN: 400,
  NOT_FOR_PAY_AT_STORE: 400,
  INSTALLMENTS_NOT_OFFERED: 400,
  PAYMENT_DECLINED: 402,
  ORDER_NOT_FOUND: 404,
  NO_CHALLENGE: 409,
  CHALLENGE_UNANSWERED: 409,
  RETURN_NOT_FOUND: 404,
  NOT_DELIVERED: 409,
  RETURN_WINDOW_CLOSED: 409,
  RETURN_QUANTITY: 400,
  RETURN_REASON_REQUIRED: 400,
  RETURN_STATE: 409,
  REFUND_FAILED: 502,
  ORDER_MOVE_REFUSED: 409,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
};

/** Each status an order route answers with the codes it carries (the OpenAPI document's list). */
export const refusalsByStatus = (): Array<[number, OrderErrorCode[]]> => {
  const by = new Map<number, OrderErrorCode[]>();
  for (const [code, status] of Object.entries(STATUS) as Array<[OrderErrorCode, number]>) {
    by.set(status, [...(by.get(status) ?? []), code]);
  }
  return [...by].sort(([a], [b]) => a - b);
};

const MESSAGES: Record<OrderErrorCode, Text> = {
  INVALID_PARAMETER: ['Dato inválido', 'Dado inválido'],
  IDEMPOTENCY_KEY_REQUIRED: [
    'Falta la cabecera Idempotency-Key',
    'Falta o cabeçalho Idempotency-Key',
  ],
  IDEMPOTENCY_KEY_REUSED: [
    'Esa clave de idempotencia ya se usó con otra compra',
    'Essa chave de idempotência já foi usada em outra compra',
  ],
  IDEMPOTENCY_IN_PROGRESS: [
    'Tu compra se está procesando: espera un momento',
    'Sua compra está sendo processada: aguarde um momento',
  ],
  CART_NOT_FOUND: ['No encontramos tu carro', 'Não encontramos seu carrinho'],
  SIGN_IN_REQUIRED: [
    'Inicia sesión con tu cuenta para comprar en este sitio',
    'Entre na sua conta para comprar neste site',
  ],
  CART_HELD: [
    'Tu carro está reservado para una compra que espera la verificación de tu banco: termínala o cancélala en el pago',
    'Seu carrinho está reservado para uma compra que aguarda a verificação do seu banco: conclua ou cancele no pagamento',
  ],
  CART_EMPTY: ['Tu carro está vacío', 'Seu carrinho está vazio'],
  CART_NOT_READY: ['Revisa tu carro antes de pagar', 'Confira seu carrinho antes de pagar'],
  CART_CHANGED: [
    'Tu carro cambió mientras pagabas: revísalo y vuelve a intentarlo',
    'Seu carrinho mudou enquanto você pagava: confira e tente de novo',
  ],
  TOTAL_CHANGED: [
    'El total cambió: revisa el nuevo total y confirma',
    'O total mudou: confira o novo total e confirme',
  ],
  OUT_OF_STOCK: [
    'No hay stock suficiente: quedan {available}',
    'Não há estoque suficiente: restam {available}',
  ],
  TOO_MANY_FAILED_PAYMENTS: [
    'Hubo demasiados pagos con tarjeta rechazados: espera una hora o elige otro medio de pago',
    'Houve muitos pagamentos com cartão recusados: aguarde uma hora ou escolha outro meio de pagamento',
  ],
  // Pay-at-store orders and card orders left waiting on the bank's check both hold goods, and
  // both are counted before any charge, so paying by card is no way out of the cap.
  UNPAID_HOLDS_LIMIT: [
    'Ya tienes pedidos por pagar en tienda o esperando la verificación de tu banco: págalos o espera a que venzan para hacer otro',
    'Você já tem pedidos a pagar na loja ou aguardando a verificação do seu banco: pague-os ou espere que vençam para fazer outro',
  ],
  USE_STORE_CARD: [
    'Es una tarjeta {card}: elige «Tarjeta {card}» para pagar con sus precios',
    'É um cartão {card}: escolha «Cartão {card}» para pagar com os preços dele',
  ],
  PROMOTION_NOT_FOR_CARD: [
    'Esa promoción es para tarjetas {bank}: paga con una de ese banco o elige otra forma de pago',
    'Essa promoção é para cartões {bank}: pague com um desse banco ou escolha outras parcelas',
  ],
  ADDRESS_REQUIRED: ['Ingresa la dirección de despacho', 'Informe o endereço de entrega'],
  ADDRESS_OUTSIDE_LOCATION: [
    'La dirección debe estar en la ubicación elegida en el carro',
    'O endereço deve estar na localização escolhida no carrinho',
  ],
  LOCATION_TOO_BROAD: [
    'Esa ubicación es muy amplia: elige tu {level} en la lista',
    'Essa localização é ampla demais: escolha uma mais precisa na lista',
  ],
  PAYMENT_METHOD_NOT_OFFERED: [
    'Ese medio de pago no está disponible para esta compra',
    'Essa forma de pagamento não está disponível para esta compra',
  ],
  PAYMENT_TOKEN_REQUIRED: ['Ingresa los datos de tu tarjeta', 'Informe os dados do seu cartão'],
  PAYMENT_TOKEN_UNKNOWN: [
    'Los datos de tu tarjeta ya no sirven para pagar: ingrésalos de nuevo',
    'Os dados do seu cartão não servem mais para pagar: informe de novo',
  ],
  NOT_FOR_PAY_AT_STORE: [
    'El pago en tienda es al contado: sin tarjeta, cuotas ni promociones bancarias',
    'O pagamento na loja é à vista: sem cartão, parcelas nem promoções de bancos',
  ],
  INSTALLMENTS_NOT_OFFERED: [
    'Esas cuotas no están disponibles',
    'Essas parcelas não estão disponíveis',
  ],
  PAYMENT_DECLINED: [
    'Tu tarjeta fue rechazada. No se hizo ningún cargo: prueba con otra tarjeta',
    'Seu cartão foi recusado. Nenhuma cobrança foi feita: tente outro cartão',
  ],
  ORDER_NOT_FOUND: ['No encontramos ese pedido', 'Não encontramos esse pedido'],
  NO_CHALLENGE: [
    'Este pedido no espera una verificación',
    'Este pedido não aguarda uma verificação',
  ],
  CHALLENGE_UNANSWERED: [
    'Tu banco aún no confirma la compra: completa la verificación',
    'Seu banco ainda não confirmou a compra: conclua a verificação',
  ],
  RETURN_NOT_FOUND: ['No encontramos esa solicitud', 'Não encontramos essa solicitação'],
  NOT_DELIVERED: [
    'Podrás pedirlo cuando recibas el producto',
    'Você poderá pedir quando receber o produto',
  ],
  RETURN_WINDOW_CLOSED: [
    'El plazo para esta solicitud ya venció',
    'O prazo para esta solicitação já venceu',
  ],
  RETURN_QUANTITY: [
    'Unidades que puedes pedir: hasta {available}',
    'Unidades que você pode pedir: até {available}',
  ],
  RETURN_REASON_REQUIRED: ['Elige un motivo', 'Escolha um motivo'],
  RETURN_STATE: [
    'La solicitud ya no puede pasar a ese estado',
    'A solicitação não pode mais passar para esse estado',
  ],
  REFUND_FAILED: [
    'No pudimos hacer la devolución del pago: inténtalo de nuevo',
    'Não conseguimos fazer o estorno: tente de novo',
  ],
  ORDER_MOVE_REFUSED: [
    'El pedido no puede pasar a ese estado',
    'O pedido não pode passar para esse estado',
  ],
  CAPTCHA_REQUIRED: [
    'Espera a que termine la verificación de seguridad',
    'Aguarde o fim da verificação de segurança',
  ],
  CAPTCHA_INVALID: [
    'La verificación de seguridad no es válida o venció: inténtalo de nuevo',
    'A verificação de segurança é inválida ou venceu: tente de novo',
  ],
};

/**
 * A malformed field of the order's body or headers (its shape: a type, a length, a format), by
 * the field's last name. The country's rules (a document's check digit, an address in the cart's
 * location) answer their own messages from the service.
 */
const SHAPE_MESSAGES: Record<string, Text> = {
  cartId: ['Carro inválido', 'Carrinho inválido'],
  email: ['Correo electrónico inválido', 'E-mail inválido'],
  firstName: ['Nombre inválido: hasta 80 caracteres', 'Nome inválido: até 80 caracteres'],
  lastName: ['Apellido inválido: hasta 80 caracteres', 'Sobrenome inválido: até 80 caracteres'],
  phone: ['Teléfono inválido', 'Telefone inválido'],
  type: ['Tipo de documento inválido', 'Tipo de documento inválido'],
  number: ['Número inválido', 'Número inválido'],
  street: ['Calle inválida: hasta 120 caracteres', 'Rua inválida: até 120 caracteres'],
  apartment: ['Departamento inválido', 'Complemento inválido'],
  locationId: ['Ubicación inválida', 'Localização inválida'],
  zipCode: ['Código postal inválido', 'CEP inválido'],
  'fiscalDocument.kind': ['Tipo de comprobante inválido', 'Tipo de documento fiscal inválido'],
  taxId: ['Identificador tributario inválido', 'Identificação fiscal inválida'],
  businessName: ['Razón social inválida', 'Razão social inválida'],
  businessActivity: ['Giro inválido', 'Atividade inválida'],
  method: ['Medio de pago inválido', 'Forma de pagamento inválida'],
  token: [
    'No pudimos leer tu tarjeta: ingrésala de nuevo',
    'Não conseguimos ler seu cartão: informe de novo',
  ],
  installments: ['Cuotas inválidas: de 1 a 48', 'Parcelas inválidas: de 1 a 48'],
  promotionId: ['Promoción inválida', 'Promoção inválida'],
  expectedTotal: [
    'Total esperado inválido: un entero de 0 o más',
    'Total esperado inválido: um inteiro de 0 ou mais',
  ],
  'Idempotency-Key': [
    'Idempotency-Key inválida: de 8 a 100 letras, dígitos, ".", ":", "_" o "-"',
    'Idempotency-Key inválida: de 8 a 100 letras, dígitos, ".", ":", "_" ou "-"',
  ],
  'x-channel-id': [
    'x-channel-id inválido: hasta 20 letras, dígitos, "_" o "-"',
    'x-channel-id inválido: até 20 letras, dígitos, "_" ou "-"',
  ],
  // Returns and an operator's moves.
  orderId: ['Pedido inválido', 'Pedido inválido'],
  lineId: ['Producto del pedido inválido', 'Produto do pedido inválido'],
  kind: ['Tipo de solicitud inválido', 'Tipo de solicitação inválido'],
  quantity: [
    'La cantidad debe ser un número entero entre 1 y 9999',
    'A quantidade deve ser um número inteiro entre 1 e 9999',
  ],
  reason: ['Motivo inválido', 'Motivo inválido'],
  comment: ['Comentario inválido: hasta 500 caracteres', 'Comentário inválido: até 500 caracteres'],
  state: ['Estado inválido', 'Estado inválido'],
  status: ['Estado inválido', 'Estado inválido'],
  note: ['Nota inválida: hasta 300 caracteres', 'Nota inválida: até 300 caracteres'],
  passed: ['Resultado de la verificación inválido', 'Resultado da verificação inválido'],
  json: NOT_A_JSON_OBJECT,
};

/**
 * The message of a malformed field (`contact.email`, `Idempotency-Key`): by its whole path, else
 * by its last name, else a generic one.
 */
export const shapeMessage = (field: string, tenant: Speaker) =>
  orderText(
    SHAPE_MESSAGES[field] ??
      SHAPE_MESSAGES[field.split('.').at(-1) ?? field] ??
      MESSAGES.INVALID_PARAMETER,
    tenant,
  );

export const orderText = (t: Text, tenant: Speaker) => say(t, tenant);

export interface OrderErrorExtra {
  field?: string;
  message?: string;
  skuId?: string;
  available?: number;
  totals?: CartResponse['totals'];
  cart?: CartResponse;
  order?: OrderResponse;
  fields?: ReadonlyArray<{ field: string; message: string }>;
  /** PROMOTION_NOT_FOR_CARD: the bank whose cards the promotion is for. */
  bank?: string | null;
  /** USE_STORE_CARD: the store card's name. */
  card?: string;
  /** LOCATION_TOO_BROAD: the level to pick (the site's deepest, "comuna"). */
  level?: string;
}

export class OrderError extends Error {
  readonly status: 400 | 401 | 402 | 404 | 409 | 428 | 429 | 502;
  constructor(
    readonly code: OrderErrorCode,
    readonly extra: OrderErrorExtra = {},
  ) {
    super(code);
    this.status = STATUS[code];
  }

  body(tenant: Speaker) {
    const message =
      this.extra.message ??
      withUnitsLeft(orderText(MESSAGES[this.code], tenant), this.extra.available ?? 0)
        .replace('{bank}', this.extra.bank ?? '')
        .replaceAll('{card}', this.extra.card ?? '')
        .replace('{level}', this.extra.level ?? '');
    const errors = this.extra.fields?.length
      ? this.extra.fields.map((f) => ({ code: this.code, message: f.message, field: f.field }))
      : [
          {
            code: this.code,
            message,
            ...(this.extra.field ? { field: this.extra.field } : {}),
            ...(this.extra.skuId ? { skuId: this.extra.skuId } : {}),
            ...(this.extra.available !== undefined ? { available: this.extra.available } : {}),
          },
        ];
    return {
      errors,
      ...(this.extra.totals ? { totals: this.extra.totals } : {}),
      ...(this.extra.cart ? { cart: this.extra.cart } : {}),
      ...(this.extra.order ? { order: this.extra.order } : {}),
    };
  }
}
