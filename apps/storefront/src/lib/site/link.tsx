import Link from 'next/link';
import type { ComponentProps } from 'react';
import { sitePath } from './site';

/** The only way to link inside a site: the path is given without the site prefix. */
export function SiteLink({
  site,
  href,
  query,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'href'> & {
  site: string;
  href: string;
  query?: Parameters<typeof sitePath>[2];
}) {
  return <Link href={sitePath({ pathPrefix: site }, href, query)} {...rest} />;
}
