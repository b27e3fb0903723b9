import { categoryPath } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { notAtBuild } from '../../../lib/cache/build-phase';
import { departments } from '../../../lib/commerce';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';

/** The department menu: a disclosure listing the top-level categories. */
export async function DepartmentMenu({ tenant }: { tenant: Tenant }) {
  await notAtBuild();
  const t = translator(tenant);
  const { data, error } = await departments(tenant.siteId);
  // An outage is thrown, so no cached page keeps a menu without departments.
  if (error && error.status !== 404) throw new Error('departments unavailable');
  const items = data ?? [];
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-sm">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {t('header.departments')}
      </summary>
      <div className="absolute left-0 z-[80] mt-1 w-72 rounded-lg border bg-white py-2 shadow-xl">
        {items.length === 0 ? (
          <p className="px-4 py-2 text-gray-600 text-sm">{t('listing.unavailable')}</p>
        ) : (
          // The links' style is the list's .department-links (globals.css), not a class on each.
          <ul className="department-links">
            {items.map((d) => (
              <li key={d.id}>
                <SiteLink
                  site={tenant.pathPrefix}
                  href={categoryPath({ categoryId: d.id, slug: d.slug })}
                >
                  {d.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
