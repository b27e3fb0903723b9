import { locationLevelsOf } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { CartResponse } from '../../contract';
import { type Speaker, say, type Text, withUnitsLeft } from '../../lib/local-words';
import { NOT_A_JSON_OBJECT } from '../../lib/validation';

/**
 * Errors of the cart (issue 21), each with its status and a message in the shopper's language.
 * A refused write changes nothing: every one is raised before the transaction commits.
 */
export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'LINE_NOT_FOUND'
  | 'VERSION_REQUIRED'
  | 'VERSION_CONFLICT'
  | 'INVALID_PARAMETER'
  | 'SKU_UNKNOWN'
  | 'NOT_SOLD'
  | 'METHOD_NOT_OFFERED'
  | 'STORE_REQUIRED'
  | 'STORE_UNKNOWN'
  | 'STORE_WITHOUT_SKU'
  | 'OUT_OF_STOCK'
  | 'SERVICE_UNKNOWN'
  | 'LOCATION_UNKNOWN'
  | 'LOCATION_TOO_BROAD'
  | 'CART_FULL'
  | 'UNAUTHENTICATED'
  | 'SITE_MISMATCH'
  | 'CART_HELD';

const STATUS: Record<CartErrorCode, 400 | 401 | 404 | 409 | 428> = {
  CART_NOT_FOUND: 404,
  LINE_NOT_FOUND: 404,
  VERSION_REQUIRED: 428,
  VERSION_CONFLICT: 409,
  INVALID_PARAMETER: 400,
  SKU_UNKNOWN: 400,
  NOT_SOLD: 409,
  METHOD_NOT_OFFERED: 400,
  STORE_REQUIRED: 400,
  STORE_UNKNOWN: 400,
  STORE_WITHOUT_SKU: 409,
  OUT_OF_STOCK: 409,
  SERVICE_UNKNOWN: 400,
  LOCATION_UNKNOWN: 400,
  LOCATION_TOO_BROAD: 400,
  CART_FULL: 409,
  UNAUTHENTICATED: 401,
  SITE_MISMATCH: 400,
  CART_HELD: 409,
};

const MESSAGES: Record<CartErrorCode, Text> = {
  CART_NOT_FOUND: ['No encontramos tu carro', 'Não encontramos seu carrinho'],
  LINE_NOT_FOUND: ['Ese producto ya no está en tu carro', 'Esse produto não está mais no carrinho'],
  VERSION_REQUIRED: [
    'Falta la versión del carro (If-Match)',
    'Falta a versão do carrinho (If-Match)',
  ],
  VERSION_CONFLICT: [
    'Tu carro cambió en otra pestaña: revisa los productos y vuelve a intentarlo',
    'Seu carrinho mudou em outra aba: confira os produtos e tente de novo',
  ],
  INVALID_PARAMETER: ['Dato inválido', 'Dado inválido'],
  SKU_UNKNOWN: ['Ese producto no existe en este sitio', 'Esse produto não existe neste site'],
  NOT_SOLD: ['Ese producto ya no se vende', 'Esse produto não está mais à venda'],
  METHOD_NOT_OFFERED: [
    'Este sitio no ofrece esa forma de entrega',
    'Este site não oferece essa forma de entrega',
  ],
  STORE_REQUIRED: ['Elige una tienda', 'Escolha uma loja'],
  STORE_UNKNOWN: ['Esa tienda no existe', 'Essa loja não existe'],
  STORE_WITHOUT_SKU: ['Esa tienda no tiene este producto', 'Essa loja não tem este produto'],
  OUT_OF_STOCK: [
    'No hay stock suficiente: quedan {available}',
    'Não há estoque suficiente: restam {available}',
  ],
  SERVICE_UNKNOWN: [
    'Esa garantía o servicio no es de este producto',
    'Essa garantia ou serviço não é deste produto',
  ],
  LOCATION_UNKNOWN: ['No encontramos esa ubicación', 'Não encontramos essa localização'],
  // A region where a comuna (a district, a city) is asked: it has no zone of its own.
  LOCATION_TOO_BROAD: [
    'Esa ubicación es muy amplia: elige tu {level} en la lista',
    'Essa localização é ampla demais: escolha uma mais precisa na lista',
  ],
  CART_FULL: [
    'Tu carro tiene el máximo de productos distintos',
    'Seu carrinho tem o máximo de produtos diferentes',
  ],
  UNAUTHENTICATED: ['Inicia sesión para continuar', 'Entre na sua conta para continuar'],
  SITE_MISMATCH: ['Ese carro es de otro sitio', 'Esse carrinho é de outro site'],
  CART_HELD: [
    'Tu carro está reservado para una compra que espera la verificación de tu banco: termínala o cancélala en el pago',
    'Seu carrinho está reservado para uma compra que aguarda a verificação do seu banco: conclua ou cancele no pagamento',
  ],
};

/** Messages of a field's validation error, in the shopper's language. */
export const FIELD_MESSAGES: Record<string, Text> = {
  quantity: [
    'La cantidad debe ser un número entero entre 1 y 9999',
    'A quantidade deve ser um número inteiro entre 1 e 9999',
  ],
  skuId: ['Producto inválido', 'Produto inválido'],
  deliveryMethod: ['Forma de entrega inválida', 'Forma de entrega inválida'],
  storeId: ['Tienda inválida', 'Loja inválida'],
  locationId: ['Ubicación inválida', 'Localização inválida'],
  zipCode: ['Código postal inválido: solo dígitos y guiones', 'CEP inválido: só dígitos e hífens'],
  version: ['Versión del carro inválida', 'Versão do carrinho inválida'],
  siteId: ['Sitio inválido', 'Site inválido'],
  guestCartId: ['Carro inválido', 'Carrinho inválido'],
  cartId: ['Carro inválido', 'Carrinho inválido'],
  lineId: ['Línea del carro inválida', 'Linha do carrinho inválida'],
  serviceLineId: ['Garantía o servicio inválido', 'Garantia ou serviço inválido'],
  // A location change naming no place, or more than one: see `fieldMessage` (the site's places).
  location: ['Indica una ubicación o una tienda', 'Indique uma localização ou uma loja'],
  // A body that is not a JSON object at all.
  json: NOT_A_JSON_OBJECT,
  body: [
    'Indica qué cambiar: cantidad, forma de entrega o tienda',
    'Indique o que mudar: quantidade, forma de entrega ou loja',
  ],
};

export const textOf = (t: Text, tenant: Speaker) => say(t, tenant);

/**
 * Where a cart is placed, in the site's own geography: the deepest level the registry gives it
 * (Chile's comuna, Peru's distrito, Argentina's ciudad), else its zip code (Mexico's código
 * postal, Brazil's CEP). "tu" spares the article its gender (una comuna, un distrito).
 */
const LOCATION_BY: { level: Text; zipCode: Text } = {
  level: [
    'Indica una ubicación: tu {level} o una tienda',
    'Indique uma localização na lista ({level}) ou uma loja',
  ],
  zipCode: [
    'Indica una ubicación: tu código postal o una tienda',
    'Indique uma localização: seu CEP ou uma loja',
  ],
};

/** A bad field's message, in the cart site's language and words (`body` when none is named). */
export const fieldMessage = (field: string, tenant: Tenant | null | undefined): string => {
  if (field === 'location' && tenant) {
    const deepest = locationLevelsOf(tenant).at(-1);
    return deepest
      ? say(LOCATION_BY.level, tenant, { level: deepest.label.toLocaleLowerCase(tenant.locale) })
      : say(LOCATION_BY.zipCode, tenant);
  }
  return say(FIELD_MESSAGES[field] ?? FIELD_MESSAGES.body!, tenant);
};

/**
 * An add that would take a line past the cart's 9,999 units of one product: how many more fit
 * (the field is named for people; `field` carries its path).
 */
const QUANTITY_LIMIT: { room: Text; none: Text } = {
  room: [
    'Cantidad: puedes agregar hasta {room} más de este producto (máximo {max} por producto)',
    'Quantidade: você pode adicionar até mais {room} deste produto (máximo de {max} por produto)',
  ],
  none: [
    'Cantidad: tu carro ya tiene el máximo de {max} de este producto',
    'Quantidade: seu carrinho já tem o máximo de {max} deste produto',
  ],
};

export class CartError extends Error {
  readonly status: 400 | 401 | 404 | 409 | 428;
  constructor(
    readonly code: CartErrorCode,
    readonly extra: {
      field?: string;
      available?: number;
      cart?: CartResponse;
      /** LOCATION_TOO_BROAD: the level to pick (the site's deepest, "comuna"). */
      level?: string;
      /** INVALID_PARAMETER of an add past the cart's maximum: units that still fit, the maximum. */
      limit?: { room: number; max: number };
    } = {},
  ) {
    super(code);
    this.status = STATUS[code];
  }

  body(tenant: Speaker) {
    const { limit } = this.extra;
    const message = limit
      ? say(limit.room > 0 ? QUANTITY_LIMIT.room : QUANTITY_LIMIT.none, tenant, limit)
      : withUnitsLeft(textOf(MESSAGES[this.code], tenant), this.extra.available ?? 0).replace(
          '{level}',
          this.extra.level ?? '',
        );
    return {
      errors: [
        {
          code: this.code,
          message,
          ...(this.extra.field ? { field: this.extra.field } : {}),
          ...(this.extra.available !== undefined ? { available: this.extra.available } : {}),
        },
      ],
      ...(this.extra.cart ? { cart: this.extra.cart } : {}),
    };
  }
}
