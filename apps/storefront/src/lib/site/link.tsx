import { inSite } from '@fierro/domain';
import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The only way to link inside a site: `href` is the path below the site prefix, as
 * @fierro/domain's path builders make it (`categoryPath`, `productPath`, `searchPath`, ...).
 */
export function SiteLink({
  site,
  href,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'href'> & { site: string; href: string }) {
  return <Link href={inSite({ pathPrefix: site }, href)} {...rest} />;
}
