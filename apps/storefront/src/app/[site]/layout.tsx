import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import '../globals.css';
import { cartUrl } from '@fierro/domain';
import { messagesFor, translator } from '../../lib/i18n/messages';
import { siteParams, tenantOf } from '../../lib/site/site';
import { facts } from '../../lib/site/tenant-facts';
import { HeaderLogin } from '../../modules/auth';
import { AddToCartHost, HeaderCart } from '../../modules/cart/shell';
import {
  BackToTop,
  CookieNotice,
  DataLayer,
  ErrorPagesProvider,
  Footer,
  Header,
  IntlProvider,
  RouteTimeout,
  ToastProvider,
} from '../../modules/shell';
import { brandStyle } from '../../ui/brand-colors';
import { ImageFallbackScript } from '../../ui/product-image';

export const generateStaticParams = siteParams;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export async function generateMetadata({
  params,
}: {
  params: Promise<{ site: string }>;
}): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const f = facts(tenant);
  return {
    title: { default: f.title, template: `%s` },
    icons: { icon: f.favicon },
    metadataBase: f.seoDomain ? new URL(f.seoDomain) : undefined,
  };
}

/** Root layout of every site: the four regions (header, main, side, footer). */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ site: string }>;
}) {
  const tenant = await tenantOf(params);
  const f = facts(tenant);
  const t = translator(tenant);
  const style = brandStyle(f.brandColor, f.brandDark);
  return (
    <html lang={tenant.locale} style={style}>
      <body>
        <p className="narrow-fallback p-4 text-center">{t('common.smallScreen')}</p>
        <IntlProvider locale={tenant.locale} messages={messagesFor(tenant.locale)}>
          <ErrorPagesProvider site={tenant.pathPrefix} businessOnly={f.businessOnly}>
            <ToastProvider>
              <div className="site-shell flex min-h-screen flex-col">
                <a
                  href="#main"
                  className="sr-only focus:not-sr-only focus:absolute focus:z-[200] focus:bg-white focus:p-2"
                >
                  {t('common.skipToContent')}
                </a>
                <Header
                  tenant={tenant}
                  accountSlot={<HeaderLogin tenant={tenant} />}
                  cartSlot={<HeaderCart site={tenant.pathPrefix} href={cartUrl(tenant)} />}
                />
                <div className="mx-auto w-full max-w-[1440px] flex-1 px-3 phablet:px-6">
                  {children}
                </div>
                <Footer tenant={tenant} />
              </div>
              <AddToCartHost
                site={tenant.pathPrefix}
                cartHref={cartUrl(tenant)}
                minorUnits={tenant.currencies[0]?.minorUnits ?? 1}
              />
              <BackToTop />
              <RouteTimeout />
              {f.cookiePolicyEnabled ? <CookieNotice policyHref={f.links.cookiePolicy} /> : null}
              <Suspense>
                <DataLayer siteId={tenant.siteId} locale={tenant.locale} />
              </Suspense>
            </ToastProvider>
          </ErrorPagesProvider>
        </IntlProvider>
        <ImageFallbackScript />
      </body>
    </html>
  );
}
