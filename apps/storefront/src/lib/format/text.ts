import { slugify } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/** Spec §5 slug of a name on a tenant's site (the rule lives in @fierro/domain). */
export const slugOf = (text: string, tenant: Pick<Tenant, 'code'>) => slugify(text, tenant.code);
