import type { ContentEntry } from '@fierro/commerce/contract';
import { genericProductUrl } from '@fierro/domain';
import type { ReactNode } from 'react';
import type { Translator } from '../../../lib/i18n/messages';

/** A content entry's link: external ones (ctaType external) open in a new tab and say so. */
export function EntryLink({
  entry,
  site,
  t,
  className,
  children,
}: {
  entry: ContentEntry;
  site: string;
  t: Translator;
  className?: string;
  children: ReactNode;
}) {
  if (entry.ctaType === 'external') {
    return (
      <a
        href={entry.link}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-external="true"
      >
        {children}
        <span className="sr-only"> {t('common.externalLink')}</span>
      </a>
    );
  }
  // Spec §2 generic link `/{tenant}{path}`: a path the merchandiser wrote without the prefix.
  const href =
    entry.link.startsWith('/') && !entry.link.startsWith(`/${site}/`)
      ? genericProductUrl(site, entry.link)
      : entry.link;
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
