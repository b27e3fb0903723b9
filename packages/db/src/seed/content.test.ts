import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { buildContentPages, LINK_OF_KIND } from './content-pages';
import { calculationGuidePdf } from './guide-pdf';
import { colorNamedIn, mediaColors } from './image-colors';
import { productSvg } from './images';
import { generateSite } from './index';
import { createRng } from './prng';
import { profileOf } from './profiles';
import { REVIEW_PARTS, reviewText } from './reviews';
import { storeMapImagePath, storeMapSvg } from './store-map';
import type { Kind } from './taxonomy';
import { languageVideos } from './videos';

const NOW = new Date('2026-11-23T12:00:00Z');
const latin1 = (s: string) => [...s].every((c) => c.charCodeAt(0) <= 0xff);
const langOf = (code: string) => profileOf(TENANTS.find((t) => t.code === code)!.siteId).language;

describe('content pages of every site', () => {
  it.each(TENANTS.map((t) => [t.code, t] as const))('%s: one page per registry link', (_, t) => {
    const lang = langOf(t.code);
    const pages = buildContentPages(t, lang, NOW);
    expect(pages.map((p) => p.kind).sort()).toEqual(Object.keys(LINK_OF_KIND).sort());
    for (const page of pages) {
      // The page lives where the registry's link points.
      expect(t.links[LINK_OF_KIND[page.kind]]).toBe(
        `/${t.pathPrefix}/${page.section}/${page.slug}/`,
      );
      const text = JSON.stringify(page);
      expect(latin1(text), page.slug).toBe(true);
      // Its links are the site's own registry links.
      const hrefs = page.blocks.flatMap((b) =>
        b.type === 'links' ? b.items.map((i) => i.href) : [],
      );
      for (const href of hrefs) expect(Object.values(t.links)).toContain(href);
      // Its language: Portuguese on Brazil's sites, Spanish elsewhere.
      if (lang === 'pt') expect(text).not.toMatch(/\b(tienda|usted|puedes|compras en)\b/i);
      else expect(text).not.toMatch(/\b(você|loja|nossas|não)\b/i);
    }
    const privacy = pages.find((p) => p.kind === 'privacy')!;
    expect(privacy.blocks).toContainEqual(
      expect.objectContaining({ type: 'heading', id: 'cookies' }),
    );
    expect(t.links.cookiePolicy).toBe(`${t.links.privacy}#cookies`);
    const stores = pages.find((p) => p.kind === 'stores')!;
    expect(stores.blocks).toContainEqual({ type: 'stores' });
  });

  it('says how a shopper receives an order as the site delivers', () => {
    const faq = (code: string) =>
      JSON.stringify(
        buildContentPages(TENANTS.find((t) => t.code === code)!, langOf(code), NOW).find(
          (p) => p.kind === 'faq',
        ),
      );
    expect(faq('cl')).toContain('despacho a domicilio');
    expect(faq('pe')).toContain('retiras en la tienda');
    expect(faq('br')).toContain('retira na loja');
  });
});

describe('the m² guide', () => {
  it.each([
    ['cl', 'es'],
    ['br', 'pt'],
  ] as const)('%s: a one-page PDF in the site language', async (code, lang) => {
    const t = TENANTS.find((x) => x.code === code)!;
    const pdf = await calculationGuidePdf(t, lang, NOW);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toMatch(/\/Type \/Pages[\s\S]*?\/Count 1\b/);
    expect(raw).toContain(`/Lang (${t.locale})`);
    expect(pdf.length).toBeGreaterThan(2_000);
  });
});

describe('product images agree with the colour a shopper reads', () => {
  it.each(['socl', 'sobr', 'hocl'])('%s', (siteId) => {
    const rows = generateSite(profileOf(siteId), 'test', NOW);
    const colors = mediaColors(rows);
    const variants = new Map(rows.variants.map((v) => [v.skuId, v]));
    let checked = 0;
    for (const m of rows.media) {
      if (m.kind === 'VIDEO') continue;
      const variant = m.skuId ? variants.get(m.skuId) : undefined;
      if (variant?.colorHex) {
        // A variant's image is drawn in the variant's colour, and its alt text names it.
        expect(colors.get(m.url), m.url).toBe(variant.colorHex);
        expect(m.altText).toContain(variant.color);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // No variant with a colour shares a product-level image with a variant of another colour.
    for (const v of rows.variants.filter((x) => x.colorHex)) {
      const shown = rows.media.filter(
        (m) =>
          m.productId === v.productId && m.kind === 'IMAGE' && (!m.skuId || m.skuId === v.skuId),
      );
      for (const m of shown) expect(colors.get(m.url)).toBe(v.colorHex);
    }
    // A product without colour variants is drawn in the colour its name says, in every view.
    for (const p of rows.products) {
      const own = rows.media.filter(
        (m) => m.productId === p.productId && !m.skuId && m.kind === 'IMAGE',
      );
      if (own.length === 0) continue;
      expect(new Set(own.map((m) => colors.get(m.url))).size).toBe(1);
      const named = colorNamedIn(p.displayName);
      if (named) expect(colors.get(own[0]!.url)).toBe(named);
    }
    expect(productSvg('tile', '#a33a2c', 'x', 'y', 1)).toContain('fill="#a33a2c"');
  });

  it('reads colour words in names', () => {
    expect(colorNamedIn('Cerámica muro Blanco brillante 25x40 cm')).toBe('#f5f5f2');
    expect(colorNamedIn('Espejo redondo marco negro')).toBe('#1d1d1f');
    expect(colorNamedIn('Mesa de comedor roble')).toBe('#b08a5a');
    expect(colorNamedIn('Azulejo subway 10x20 cm')).toBeNull();
  });
});

describe('reviews', () => {
  const KINDS: Kind[] = ['drill', 'paint', 'tile', 'faucet', 'bulb', 'sofa', 'lock'];
  it.each(['es', 'pt'] as const)('%s: the parts match the rating, and texts vary', (lang) => {
    const parts = REVIEW_PARTS[lang];
    const good = [
      ...Object.values(parts.product).flatMap((g) => g.good),
      ...parts.general.good,
      ...parts.openers.good,
    ];
    const bad = [
      ...Object.values(parts.product).flatMap((g) => g.bad),
      ...parts.general.bad,
      ...parts.openers.bad,
    ];
    const texts = new Set<string>();
    const wrong: string[] = [];
    let n = 0;
    for (const kind of KINDS) {
      for (const rating of [1, 2, 3, 4, 5] as const) {
        for (let i = 0; i < 60; i++) {
          const r = reviewText(lang, kind, rating, createRng(`${lang}:${kind}:${rating}:${i}`));
          texts.add(r.text);
          n++;
          const against = rating >= 4 ? bad : rating <= 2 ? good : [];
          if (
            !parts.titles[rating].includes(r.title) ||
            !latin1(r.title + r.text) ||
            against.some((s) => r.text.includes(s))
          ) {
            wrong.push(`${rating}: ${r.title} / ${r.text}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(texts.size / n).toBeGreaterThan(0.7);
  });

  it('a seeded site has many different review texts', () => {
    const rows = generateSite(profileOf('sope'), 'test', NOW);
    const distinct = new Set(rows.reviews.map((r) => r.text)).size;
    expect(distinct / rows.reviews.length).toBeGreaterThan(0.5);
  });
});

describe('store maps and videos', () => {
  it('draws each store in the brand colour with its name, at its image path', () => {
    const svg = storeMapSvg({
      facilityId: '1001',
      name: 'Fierro Ñuñoa & Co',
      address: 'Avenida Irarrázaval 3450, Ñuñoa',
      color: '#d9381e',
    });
    expect(svg).toContain('Fierro Ñuñoa &amp; Co');
    expect(svg).toContain('Avenida Irarrázaval');
    expect(svg).toContain('fill="#d9381e"');
    expect(storeMapImagePath('socl', '1001')).toBe('socl/stores/1001-map');
  });

  // Drawing and writing six short videos takes a few seconds on a busy machine.
  it('makes three videos with captions per language', { timeout: 60_000 }, async () => {
    for (const lang of ['es', 'pt'] as const) {
      const files = await languageVideos(lang);
      const videos = files.filter((f) => f.mediaType === 'video/mp4');
      expect(videos).toHaveLength(3);
      for (const v of videos) {
        expect(v.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
        const vtt = files.find((f) => f.name === v.name.replace(/\.mp4$/, '.vtt'))!;
        expect(vtt.body.toString('utf8')).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:04\.000\n\[/);
      }
    }
  });
});
