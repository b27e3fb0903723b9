import type { ContentEntry } from '@fierro/commerce/contract';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n/messages';
import { HomeView } from './components/home-view';

/**
 * The home of every site (issue 6): entries in the order commerce gives, desktop and mobile
 * images with their alt text, external links marked, the registry's stock figures, contact-info
 * banner, secondary grid and (business, Peru) the external credit portal.
 */
const entry = (order: number, kind: string, external = false): ContentEntry => ({
  order,
  desktopImage: `home/${kind}-${order}-d.jpg`,
  mobileImage: `home/${kind}-${order}-m.jpg`,
  link: external ? `https://example.org/${kind}/${order}` : `/category/cat${order}/x/`,
  altText: `${kind} ${order}`,
  ...(external ? { ctaType: 'external' as const } : {}),
});

const content = {
  siteId: 'x',
  audience: 'guest' as const,
  banners: [entry(1, 'banner'), entry(2, 'banner', true), entry(3, 'banner')],
  showcases: [entry(1, 'showcase'), entry(2, 'showcase')],
  brands: [entry(1, 'brand', true)],
};

const render = (tenant: Tenant, audience: 'guest' | 'business') =>
  renderToStaticMarkup(
    <HomeView
      tenant={tenant}
      t={translator(tenant)}
      home={{ audience, content: { ...content, audience }, departments: [] }}
    />,
  );

describe.each(TENANTS.map((t) => [t.pathPrefix, t] as const))('%s home', (_, tenant) => {
  const guest = render(tenant, 'guest');
  const business = render(tenant, 'business');

  it('entries in their order, each with its desktop and mobile image and alt text', () => {
    const alts = [...guest.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual([
      'banner 1',
      'banner 2',
      'banner 3',
      'showcase 1',
      'showcase 2',
      'brand 1',
    ]);
    for (const e of [...content.banners, ...content.showcases, ...content.brands]) {
      expect(guest).toContain(`/images/${e.desktopImage}?w=1440&amp;h=1440&amp;fit=inside`);
      expect(guest).toContain(`/images/${e.mobileImage}?w=720&amp;h=720&amp;fit=inside`);
    }
    // Only the hero loads eagerly; the rest is lazy.
    expect(guest.match(/loading="eager"/g)).toHaveLength(1);
  });

  it('external links open in a new tab and say so; internal ones stay in the site', () => {
    const external = guest.match(/<a [^>]*data-external="true"[^>]*>/g) ?? [];
    expect(external).toHaveLength(2);
    for (const a of external) expect(a).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(guest).toContain(translator(tenant)('common.externalLink'));
    expect(guest).toContain(`href="/${tenant.pathPrefix}/category/cat1/x/"`);
  });

  it("the registry's stock figures", () => {
    for (const s of tenant.homePageStockData) expect(guest).toContain(`>${s.itemCount}<`);
  });

  it('contact-info banner and secondary grid where the registry says so', () => {
    expect(guest.includes('data-contact-banner')).toBe(tenant.flags.showContactInfoBanner);
    expect(guest.includes('tablet:grid-cols-3')).toBe(tenant.flags.showSecondaryGridLayout);
  });

  it('guest and business variants; the credit portal banner only for business shoppers', () => {
    expect(guest).toContain('data-audience="guest"');
    expect(business).toContain('data-audience="business"');
    expect(guest).not.toContain('data-credit-portal');
    const portal = tenant.businessCreditPortalUrl;
    if (portal) expect(business).toContain(`href="${portal}" target="_blank"`);
    else expect(business).not.toContain('data-credit-portal');
  });
});
