import { type AccountKind, registerCompanySchema, registerPersonSchema } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/** The shared schema of the chosen tab (company adds the company document and legal name). */
export function registerResolverSchema(tenant: Tenant, kind: AccountKind) {
  return kind === 'company' ? registerCompanySchema(tenant) : registerPersonSchema(tenant);
}
