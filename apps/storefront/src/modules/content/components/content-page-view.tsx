import type { ContentBlock, ContentPageResponse } from '@fierro/commerce/contract';
import { inSite } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { Glyph } from '../../../ui/glyph';
import { JsonLd } from '../../../ui/json-ld';
import { StoresDirectory } from './stores-directory';

function Block({
  block,
  page,
  tenant,
  t,
}: {
  block: ContentBlock;
  page: ContentPageResponse;
  tenant: Tenant;
  t: Translator;
}) {
  switch (block.type) {
    case 'heading':
      return (
        <h2 id={block.id} className="mt-4 scroll-mt-24 font-bold text-xl">
          {block.text}
        </h2>
      );
    case 'paragraph':
      return <p className="leading-relaxed">{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6 leading-relaxed">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {block.items.map((item) => (
            <details key={item.question} className="group px-4">
              <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                <span className="flex-1">{item.question}</span>
                <Glyph name="chevron-right" className="transition-transform group-open:rotate-90" />
              </summary>
              <p className="pb-4 leading-relaxed">{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'links':
      return (
        <ul className="flex flex-wrap gap-3">
          {block.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-4 font-semibold text-brand-ink hover:border-brand"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      );
    case 'stores':
      return <StoresDirectory stores={page.stores} tenant={tenant} t={t} />;
  }
}

/** A content page: breadcrumb, title, lead, its blocks in order, when it was last updated. */
export function ContentPageView({
  page,
  tenant,
  t,
}: {
  page: ContentPageResponse;
  tenant: Tenant;
  t: Translator;
}) {
  const origin = facts(tenant).seoDomain ?? '';
  const path = `/${page.section}/${page.slug}/`;
  const faq = page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  const updated = new Intl.DateTimeFormat(tenant.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(page.updatedAt));
  return (
    <main id="main" className="py-6" data-content-kind={page.kind}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'BreadcrumbList',
              itemListElement: [
                {
                  '@type': 'ListItem',
                  position: 1,
                  name: t('common.home'),
                  item: `${origin}${inSite(tenant, '/')}`,
                },
                {
                  '@type': 'ListItem',
                  position: 2,
                  name: page.title,
                  item: `${origin}${inSite(tenant, path)}`,
                },
              ],
            },
            ...(faq.length > 0
              ? [
                  {
                    '@type': 'FAQPage',
                    mainEntity: faq.map((f) => ({
                      '@type': 'Question',
                      name: f.question,
                      acceptedAnswer: { '@type': 'Answer', text: f.answer },
                    })),
                  },
                ]
              : []),
          ],
        }}
      />
      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <SiteLink site={tenant.pathPrefix} href="/" className="underline">
              {t('common.home')}
            </SiteLink>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <article
        className={
          page.kind === 'stores' ? 'grid gap-5' : 'mx-auto grid max-w-3xl gap-5 text-gray-900'
        }
      >
        <header className="grid gap-2">
          <h1 className="font-bold text-3xl">{page.title}</h1>
          <p className="text-gray-700 text-lg">{page.summary}</p>
        </header>
        {page.blocks.map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed, ordered list
          <Block key={i} block={block} page={page} tenant={tenant} t={t} />
        ))}
        <p className="text-gray-600 text-sm">{t('content.updated', { date: updated })}</p>
      </article>
    </main>
  );
}
