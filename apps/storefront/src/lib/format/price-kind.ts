import type { PriceType } from '@fierro/commerce/contract';

/** The name a shopper reads for a price type: the product page's rows and the listing's cards. */
export type PriceRowKind =
  | 'event'
  | 'internet'
  | 'offer'
  | 'card'
  | 'pro'
  | 'ab'
  | 'combo'
  | 'normal';

const KIND: Record<PriceType, PriceRowKind> = {
  NORMAL: 'normal',
  INTERNET: 'internet',
  EVENT: 'event',
  SAVING: 'offer',
  CMR: 'card',
  PRECIOS_PRO: 'pro',
  AB: 'ab',
  COMBO: 'combo',
  AggregatedBundlePrice: 'combo',
  M2: 'normal',
  COMBO_CMR: 'card',
  M2_AB: 'ab',
  PUM_EVENT: 'event',
  SAVING_SPECIAL: 'offer',
  SAVING_SPECIAL_M2: 'offer',
  SAVING_NORMAL: 'offer',
};

export const priceKindOf = (type: PriceType): PriceRowKind => KIND[type];
