import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { notFound } from './errors';

export const SiteIdParam = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/, 'siteId debe tener entre 2 y 12 letras minúsculas'),
});

/** The tenant of a site id, or a 404 naming the field. */
export const requireTenant = (siteId: string): Tenant => {
  const tenant = getTenantBySiteId(siteId);
  if (!tenant) throw notFound(`Sitio desconocido: ${siteId}`, 'siteId');
  return tenant;
};
