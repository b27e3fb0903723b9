import {
  type RegisterCompanyInput,
  type RegisterPersonInput,
  registerCompanySchema,
  registerPersonSchema,
} from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { registerDirect } from './account.service';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';
import type { LoginPolicy } from './login-policy';

/**
 * Demo accounts of every site (listed in the README): a person everywhere, a company (whose
 * user is its admin) where the registry allows company login. E-mails are
 * `persona.<tenant>@fierro.demo` and `empresa.<tenant>@fierro.demo`.
 */
export const DEMO_PASSWORD = 'Fierro2026';

interface CountryDemo {
  person: { firstName: string; lastName: string; document: string; phone: string };
  company: { legalName: string; companyDocument: string };
}

/** Valid documents (check digits included) of each country. */
const BY_COUNTRY: Record<Tenant['country'], CountryDemo> = {
  CL: {
    person: {
      firstName: 'Camila',
      lastName: 'Rojas',
      document: '12.345.678-5',
      phone: '+56 9 1234 5678',
    },
    company: { legalName: 'Constructora Los Andes SpA', companyDocument: '76.086.428-5' },
  },
  PE: {
    person: {
      firstName: 'Lucía',
      lastName: 'Quispe',
      document: '45678912',
      phone: '+51 912 345 678',
    },
    company: { legalName: 'Ferretería Andina SAC', companyDocument: '20100047218' },
  },
  CO: {
    person: {
      firstName: 'Andrés',
      lastName: 'Gómez',
      document: '1020304050',
      phone: '+57 310 123 4567',
    },
    company: { legalName: 'Obras del Valle SAS', companyDocument: '860034313-7' },
  },
  AR: {
    person: {
      firstName: 'Martina',
      lastName: 'Fernández',
      document: '30.123.456',
      phone: '+54 11 1234 5678',
    },
    company: { legalName: 'Corralón del Sur SA', companyDocument: '30-50001091-2' },
  },
  UY: {
    person: {
      firstName: 'Sofía',
      lastName: 'Pereira',
      document: '1.234.567-2',
      phone: '+598 99 123 456',
    },
    company: { legalName: 'Barraca Oriental SA', companyDocument: '211003420017' },
  },
  BR: {
    person: {
      firstName: 'João',
      lastName: 'Silva',
      document: '529.982.247-25',
      phone: '+55 11 91234 5678',
    },
    company: { legalName: 'Construtora Paulista Ltda', companyDocument: '11.222.333/0001-81' },
  },
  MX: {
    person: {
      firstName: 'Diego',
      lastName: 'Hernández',
      document: 'BOXW310820HNERXN09',
      phone: '+52 55 1234 5678',
    },
    company: { legalName: 'Materiales del Bajío SA de CV', companyDocument: 'ABC680524P73' },
  },
};

export interface DemoAccount {
  tenant: Tenant;
  kind: 'person' | 'company';
  input: RegisterPersonInput | RegisterCompanyInput;
}

/** The demo accounts, already validated by the tenant's shared register schemas. */
export function demoAccounts(policyOf: (t: Tenant) => LoginPolicy): DemoAccount[] {
  return TENANTS.flatMap((tenant) => {
    const demo = BY_COUNTRY[tenant.country];
    const person = registerPersonSchema(tenant).parse({
      ...demo.person,
      email: `persona.${tenant.code}@fierro.demo`,
      password: DEMO_PASSWORD,
      acceptTerms: true,
    });
    const accounts: DemoAccount[] = [{ tenant, kind: 'person', input: person }];
    if (policyOf(tenant).companyLoginEnabled) {
      const company = registerCompanySchema(tenant).parse({
        ...demo.person,
        ...demo.company,
        email: `empresa.${tenant.code}@fierro.demo`,
        password: DEMO_PASSWORD,
        acceptTerms: true,
      });
      accounts.push({ tenant, kind: 'company', input: company });
    }
    return accounts;
  });
}

/** Registers every demo account that does not exist yet (safe to run again). */
export async function seedDemoAccounts(deps: {
  store: IdentityStore;
  now: Date;
  policyOf: (t: Tenant) => LoginPolicy;
}) {
  let created = 0;
  for (const account of demoAccounts(deps.policyOf)) {
    const policy = deps.policyOf(account.tenant);
    // Cheap check first: a restart must not pay an argon2 hash per existing account.
    if (await deps.store.findUserByEmail(account.tenant.code, account.input.email)) continue;
    try {
      await registerDirect(
        { store: deps.store, now: deps.now, tenant: account.tenant, policy },
        account.input,
      );
      created++;
    } catch (error) {
      if (!(error instanceof IdentityError && error.code === 'EMAIL_TAKEN')) throw error;
    }
  }
  return created;
}
