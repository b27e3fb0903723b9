import type { Tenant } from '@fierro/tenants';

/** Why a list request was refused, with its status and a message in the shopper's language. */
export type ListErrorCode =
  | 'UNAUTHENTICATED'
  | 'LIST_NOT_FOUND'
  | 'LINE_NOT_FOUND'
  | 'TOO_MANY_LISTS'
  | 'LIST_FULL'
  | 'SKU_UNKNOWN'
  | 'QUANTITY_TOO_HIGH'
  | 'LIST_EMPTY';

const STATUS: Record<ListErrorCode, 400 | 401 | 404 | 409> = {
  UNAUTHENTICATED: 401,
  LIST_NOT_FOUND: 404,
  LINE_NOT_FOUND: 404,
  TOO_MANY_LISTS: 409,
  LIST_FULL: 409,
  SKU_UNKNOWN: 400,
  QUANTITY_TOO_HIGH: 400,
  LIST_EMPTY: 409,
};

const MESSAGES: Record<ListErrorCode, [es: string, pt: string]> = {
  UNAUTHENTICATED: ['Inicia sesión para ver tus listas', 'Entre na sua conta para ver suas listas'],
  LIST_NOT_FOUND: ['No encontramos esa lista', 'Não encontramos essa lista'],
  LINE_NOT_FOUND: ['Ese producto no está en la lista', 'Esse produto não está na lista'],
  TOO_MANY_LISTS: ['Llegaste al máximo de 50 listas', 'Você chegou ao máximo de 50 listas'],
  LIST_FULL: [
    'La lista llegó al máximo de 200 productos',
    'A lista chegou ao máximo de 200 produtos',
  ],
  SKU_UNKNOWN: ['Ese producto no existe en este sitio', 'Esse produto não existe neste site'],
  QUANTITY_TOO_HIGH: ['Cantidad entre 1 y 9999', 'Quantidade entre 1 e 9999'],
  LIST_EMPTY: ['La lista no tiene productos', 'A lista não tem produtos'],
};

const FIELD: Partial<Record<ListErrorCode, string>> = {
  SKU_UNKNOWN: 'skuId',
  QUANTITY_TOO_HIGH: 'quantity',
};

export class ListError extends Error {
  readonly status: 400 | 401 | 404 | 409;
  constructor(readonly code: ListErrorCode) {
    super(code);
    this.status = STATUS[code];
  }
  body(tenant: Pick<Tenant, 'lang'> | null) {
    const field = FIELD[this.code];
    return {
      errors: [
        {
          code: this.code,
          message: MESSAGES[this.code][tenant?.lang === 'pr' ? 1 : 0],
          ...(field ? { field } : {}),
        },
      ],
    };
  }
}
