import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { perTenant } from './built-once';
import { addressSchema } from './checkout';
import { plainText } from './text';

/**
 * An address of the shopper's book (issue 23): the checkout's delivery address (the place picked
 * through the site's geography levels, or its zip code; street, number, apartment) with an
 * optional name ("Casa", "Obra") and whether it is the default. Shared by the commerce API and
 * the storefront's form.
 */
export const MAX_SAVED_ADDRESSES = 20;

export const savedAddressSchema = perTenant(
  ['lang', 'isZipCodeCountry'],
  (tenant: Pick<Tenant, 'lang' | 'isZipCodeCountry'>) => {
    const lang = tenant.lang;
    return addressSchema(tenant).extend({
      label: plainText({ lang })
        .trim()
        .max(40, lang === 'pr' ? 'Máximo 40 caracteres' : 'Máximo 40 caracteres')
        .optional()
        .nullable()
        .transform((v) => (v ? v : null)),
      isDefault: z.boolean().default(false),
    });
  },
);

export type SavedAddressInput = z.infer<ReturnType<typeof savedAddressSchema>>;
