import { slugify } from '@fierro/domain';
import {
  ANCHORS,
  type Anchor,
  DECOR_ANCHORS,
  FIRST_FREE_SKU,
  productIdOf,
  skuIdOf,
} from './anchors';
import { brandsFor, namedBrands, syntheticBrand } from './brands';
import { colorNamedIn } from './image-colors';
import { shelfPrice } from './money';
import { createRng, ean13, type Rng } from './prng';
import type { SeedScale, SiteProfile } from './profiles';
import { reviewText } from './reviews';
import type { SiteRows } from './rows';
import { COLORS, type Lang, PAINT_SIZES, SIZES, specsFor } from './specs';
import {
  type CategoryDef,
  type DepartmentDef,
  type Family,
  HOME_DECOR,
  HOME_IMPROVEMENT,
  type Kind,
  type Loc,
} from './taxonomy';
import { VIDEO_TOPIC_BY_KIND, videoOf } from './videos';

const DAY = 86_400_000;

/** A leaf of the category tree with everything a product of it needs. */
export interface Leaf {
  id: string;
  path: string[];
  category: CategoryDef;
  family: Family;
}

/** A SKU as later stages (stock, promotions) need it. */
export interface SkuInfo {
  skuId: string;
  productId: string;
  amount: number;
  kind: Kind;
}

export const localise = (loc: Loc, profile: SiteProfile): string => {
  const text = profile.language === 'es' ? loc.es : loc.pt;
  return text.replace(
    /\{(plumbing|tap|bulb|heater|rebar)\}/g,
    (_, k: keyof SiteProfile['words']) => profile.words[k],
  );
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The category tree of a site (three levels) and its leaves. */
export const buildCategories = (profile: SiteProfile) => {
  const departments: DepartmentDef[] = profile.decor ? HOME_DECOR : HOME_IMPROVEMENT;
  const site = profile.tenant.siteId;
  const code = profile.tenant.code;
  const rows: SiteRows['categories'] = [];
  const leaves: Leaf[] = [];
  const slug = (name: string) => slugify(name, code).toLowerCase();
  departments.forEach((dept, d) => {
    const deptId = `cat${profile.index}${pad2(d + 1)}`;
    const deptName = localise(dept.name, profile);
    rows.push({
      siteId: site,
      categoryId: deptId,
      parentId: null,
      level: 1,
      name: deptName,
      slug: slug(deptName),
      path: [deptId],
      sortOrder: d,
      kind: null,
    });
    dept.categories.forEach((cat, c) => {
      const catId = `${deptId}${pad2(c + 1)}`;
      const catName = localise(cat.name, profile);
      rows.push({
        siteId: site,
        categoryId: catId,
        parentId: deptId,
        level: 2,
        name: catName,
        slug: slug(catName),
        path: [deptId, catId],
        sortOrder: c,
        kind: cat.kind,
      });
      cat.families.forEach((family, f) => {
        const leafId = `${catId}${pad2(f + 1)}`;
        const leafName = localise(family.group, profile);
        const path = [deptId, catId, leafId];
        rows.push({
          siteId: site,
          categoryId: leafId,
          parentId: catId,
          level: 3,
          name: leafName,
          slug: slug(leafName),
          path,
          sortOrder: f,
          kind: cat.kind,
        });
        leaves.push({ id: leafId, path, category: cat, family });
      });
    });
  });
  return { rows, leaves };
};

/** Brand names of a site at a scale: the named brands, then synthetic ones up to the count. */
export const buildBrands = (profile: SiteProfile, scale: SeedScale): string[] => {
  const named = namedBrands(profile.tenant.country);
  const ratio = profile.products[scale] / profile.products.full;
  const target = Math.max(named.length + 20, Math.round(profile.brands * ratio));
  const names = [...named];
  const seen = new Set(names);
  for (let n = profile.index * 37; names.length < target; n++) {
    const name = syntheticBrand(n);
    if (!seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  }
  return names;
};

const logUniform = (rng: Rng, [min, max]: [number, number]) =>
  Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));

interface VariantPlan {
  label: string;
  color: (typeof COLORS)[number] | null;
  size: string | null;
  factor: number;
  litres: number | null;
}

/**
 * The variants of a product. When its name says a colour ("Cerámica piso Roma beige"), its first
 * variant (the one a card and a bare product link show) is that colour: the sample's own, or the
 * named one in place of the first drawn (no extra draw, so later products are drawn as before).
 */
const variantPlans = (
  cat: CategoryDef,
  rng: Rng,
  lang: Lang,
  forced: boolean,
  displayName: string,
): VariantPlan[] => {
  const mode = cat.variants && (forced || rng.chance(0.7)) ? cat.variants : null;
  const colorName = (c: (typeof COLORS)[number]) => (lang === 'es' ? c.es : c.pt);
  const namedHex = colorNamedIn(displayName);
  const named = COLORS.find((c) => c.hex === namedHex);
  const nameFirst = (drawn: Array<(typeof COLORS)[number]>) => {
    if (!named || drawn[0] === named) return drawn;
    const out = [...drawn];
    const at = out.indexOf(named);
    if (at > 0) out[at] = out[0]!;
    out[0] = named;
    return out;
  };
  const sizes: Array<{ label: string; factor: number; litres: number | null }> =
    cat.kind === 'paint'
      ? PAINT_SIZES[lang].map((s) => ({ label: s.label, factor: s.factor, litres: s.litres }))
      : (SIZES[cat.kind] ?? SIZES.box!).map((s) => ({ ...s, litres: null }));
  if (mode === 'COLOR') {
    return nameFirst(rng.sample(COLORS, rng.int(2, 4))).map((c) => ({
      label: colorName(c),
      color: c,
      size: null,
      factor: 1,
      litres: null,
    }));
  }
  if (mode === 'SIZE') {
    return rng.sample(sizes, rng.int(2, 3)).map((s) => ({
      label: s.label,
      color: null,
      size: s.label,
      factor: s.factor,
      litres: s.litres,
    }));
  }
  if (mode === 'COLOR_AND_SIZE') {
    const colors = nameFirst(rng.sample(COLORS, 2));
    const chosen = sizes.slice(0, 2);
    return colors.flatMap((c) =>
      chosen.map((s) => ({
        label: `${colorName(c)} ${s.label}`,
        color: c,
        size: s.label,
        factor: s.factor,
        litres: s.litres,
      })),
    );
  }
  const single = cat.kind === 'paint' ? sizes[1]! : null;
  return [
    {
      label: '',
      color: null,
      size: single?.label ?? null,
      factor: 1,
      litres: single?.litres ?? null,
    },
  ];
};

const REVIEW_NAMES: Record<Lang, string[]> = {
  es: [
    'Camila',
    'Matías',
    'Valentina',
    'Sebastián',
    'Fernanda',
    'Diego',
    'Catalina',
    'Joaquín',
    'Daniela',
    'Tomás',
    'Javiera',
    'Felipe',
    'Sofía',
    'Andrés',
    'Lucía',
    'Martín',
  ],
  pt: [
    'Ana',
    'João',
    'Mariana',
    'Pedro',
    'Beatriz',
    'Lucas',
    'Juliana',
    'Gabriel',
    'Camila',
    'Rafael',
    'Larissa',
    'Thiago',
    'Fernanda',
    'Bruno',
  ],
};
/** The earlier review texts had two or three per mood: one draw among three keeps the sequence. */
const LEGACY_TEXTS = [0, 1, 2] as const;

export interface CatalogOptions {
  profile: SiteProfile;
  scale: SeedScale;
  now: Date;
  /** Price groups: the base list applies to all; regional and business ones add rows. */
  regionalGroups: string[];
  businessGroup: string;
}

/** Products, variants, prices, media, specifications, badges and reviews of one site. */
export const buildCatalog = (
  opts: CatalogOptions,
  rows: SiteRows,
  leaves: Leaf[],
  brands: string[],
) => {
  const { profile, scale, now } = opts;
  const site = profile.tenant.siteId;
  const lang = profile.language;
  const currency = profile.tenant.currencies[0]!;
  const voltage =
    profile.tenant.country === 'MX' ? 127 : profile.tenant.country === 'BR' ? 127 : 220;
  const count = profile.products[scale];
  const anchors = profile.decor ? DECOR_ANCHORS : ANCHORS;
  const skus: SkuInfo[] = [];
  const named = new Set(namedBrands(profile.tenant.country));
  const longTail = brands.filter((b) => !named.has(b));
  const productsByLeaf = new Map<string, string[]>();
  const today = Math.floor(now.getTime() / DAY) * DAY;
  let nextSku = FIRST_FREE_SKU;
  const price = (usd: number) => shelfPrice((usd * profile.perUsd) / 1, currency);
  const toMajor = (minor: number) => minor / currency.minorUnits;
  const reprice = (minor: number, factor: number) => shelfPrice(toMajor(minor) * factor, currency);

  for (let n = 1; n <= count; n++) {
    const rng = createRng(`${site}:product:${n}`);
    const anchor: Anchor | undefined = anchors.find((a) => a.n === n);
    const leaf = anchor
      ? leaves.find((l) => l.category.kind === anchor.kind)!
      : n <= leaves.length * 2
        ? leaves[(n - 1) % leaves.length]!
        : rng.pick(leaves);
    const cat = leaf.category;
    const productId = productIdOf(profile.index, n);
    const kindBrands = brandsFor(cat.specs, profile.tenant.country);
    // The brands a shopper knows for this kind of product, else one of the long tail.
    const brand =
      anchor?.brand ??
      (kindBrands.length > 0 && (longTail.length === 0 || rng.chance(0.6))
        ? rng.pick(kindBrands)
        : rng.pick(longTail));
    const noun = localise(rng.pick(leaf.family.nouns), profile);
    // One qualifier, sometimes a second of another sort (a size with a feature, never two sizes).
    const first = rng.pick(leaf.family.qualifiers);
    const hasDigit = (q: Loc) => /\d/.test(q.es);
    const others = leaf.family.qualifiers.filter((q) => hasDigit(q) !== hasDigit(first));
    const qualifiers = [
      first,
      ...(others.length > 0 && rng.chance(0.45) ? [rng.pick(others)] : []),
    ].map((q) => localise(q, profile));
    const displayName = anchor
      ? localise({ es: anchor.es, pt: anchor.pt }, profile)
      : [noun, ...qualifiers].join(' ');
    const name = `${displayName} ${brand}`;
    const facts = specsFor(cat.specs, cat, displayName, rng, lang, voltage);
    const plans = variantPlans(cat, rng, lang, Boolean(anchor), displayName);
    const isNew = rng.chance(0.05);
    const createdAt = new Date(today - (isNew ? rng.int(0, 25) : rng.int(30, 900)) * DAY);
    const unitPriceUsd = logUniform(rng, cat.usd);
    // Tiles are sold by the box: the box price from the m² price and the box's coverage.
    const perBox = facts.coveragePerBox;

    const leafProducts = productsByLeaf.get(leaf.id) ?? [];
    leafProducts.push(productId);
    productsByLeaf.set(leaf.id, leafProducts);

    let basePrice = Number.POSITIVE_INFINITY;
    const variantKind = plans.length > 1 ? (cat.variants ?? null) : null;
    plans.forEach((plan, v) => {
      const skuNumber = anchor ? n * 10 + v : nextSku++;
      const skuId = skuIdOf(profile.index, skuNumber);
      const vname = plan.label ? `${displayName} ${plan.label}` : displayName;
      rows.variants.push({
        siteId: site,
        skuId,
        productId,
        name: vname,
        ean: ean13(`${profile.eanPrefix}${profile.index}${String(skuNumber).padStart(8, '0')}`),
        modelNumber: `${
          brand
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 2)
            .toUpperCase() || 'FX'
        }-${rng.int(100, 9999)}${rng.pick(['', 'K', 'X', 'P'])}`,
        color: plan.color ? (lang === 'es' ? plan.color.es : plan.color.pt) : null,
        colorGroup: plan.color ? (lang === 'es' ? plan.color.groupEs : plan.color.groupPt) : null,
        colorHex: plan.color?.hex ?? null,
        size: plan.size,
        sortOrder: v,
        published: true,
      });
      const m2Price = cat.unit === 'm2' ? price(unitPriceUsd * plan.factor) : null;
      const normal =
        m2Price !== null && perBox ? reprice(m2Price, perBox) : price(unitPriceUsd * plan.factor);
      basePrice = Math.min(basePrice, normal);
      const add = (
        type: NonNullable<SiteRows['prices'][number]['type']>,
        amount: number,
        extra: Partial<SiteRows['prices'][number]> = {},
      ) =>
        rows.prices.push({
          siteId: site,
          skuId,
          priceGroup: null,
          type,
          amount,
          currency: currency.code,
          unit: null,
          validFrom: null,
          validTo: null,
          ...extra,
        });
      add('NORMAL', normal, perBox ? { unit: 'caja' } : {});
      if (m2Price !== null) add('M2', m2Price, { unit: 'm2' });
      const r = createRng(`${site}:price:${skuId}`);
      if (r.chance(0.18)) {
        const pct = r.int(5, 20);
        add('INTERNET', reprice(normal, 1 - pct / 100));
      }
      // A card price only where the site has a store card (registry); drawn everywhere, so the
      // other prices of a SKU do not depend on it.
      if (r.chance(0.12)) {
        const pct = r.int(10, 30);
        if (!profile.businessOnly && profile.tenant.storeCard) {
          add('CMR', reprice(normal, 1 - pct / 100));
        }
      }
      if (r.chance(0.08)) {
        const pct = r.int(15, 40);
        add('EVENT', reprice(normal, 1 - pct / 100), {
          validFrom: new Date(today - r.int(1, 4) * DAY),
          validTo: new Date(today + r.int(2, 10) * DAY),
        });
      } else if (r.chance(0.03)) {
        // An event that ended or has not started: stored, never shown.
        const past = r.chance(0.5);
        add('EVENT', reprice(normal, 0.7), {
          validFrom: new Date(today + (past ? -20 : 5) * DAY),
          validTo: new Date(today + (past ? -6 : 15) * DAY),
        });
      }
      if (r.chance(profile.businessOnly ? 0.9 : 0.35)) {
        add('PRECIOS_PRO', reprice(normal, 1 - r.int(5, 12) / 100), {
          priceGroup: opts.businessGroup,
        });
      }
      for (const group of opts.regionalGroups) {
        if (r.chance(0.1))
          add('NORMAL', reprice(normal, 1 + r.int(2, 6) / 100), {
            priceGroup: group,
            ...(perBox ? { unit: 'caja' } : {}),
          });
      }
      if (r.chance(0.02)) add('AB', reprice(normal, 0.85));
      if (r.chance(0.01)) add('SAVING', reprice(normal, 0.9));
      if (r.chance(0.01)) add('COMBO', reprice(normal, 0.8));
      if (r.chance(0.005)) add('AggregatedBundlePrice', reprice(normal, 0.75));
      skus.push({ skuId, productId, amount: normal, kind: cat.kind });
    });

    rows.products.push({
      siteId: site,
      productId,
      displayName,
      name,
      slug: slugify(displayName, profile.tenant.code),
      description: description(lang, displayName, brand, localise(leaf.family.group, profile)),
      brandId: slugify(brand, profile.tenant.code).toLowerCase(),
      brandName: brand,
      categoryId: leaf.id,
      categoryPath: leaf.path,
      variantKind,
      saleUnit: cat.unit ?? 'unit',
      coveragePerBox: facts.coveragePerBox,
      litres: cat.unit === 'litre' ? (plans[0]?.litres ?? facts.litres) : null,
      yieldPerLitre: facts.yieldPerLitre,
      keywords: '',
      primaryColorGroup: rows.variants[rows.variants.length - plans.length]?.colorGroup ?? null,
      basePrice,
      published: true,
      createdAt,
      updatedAt: createdAt,
    });
    facts.specs.forEach((s, i) => {
      rows.specifications.push({
        siteId: site,
        productId,
        sortOrder: i,
        name: s.name,
        value: s.value,
        unit: s.unit ?? null,
      });
    });
    if (plans[0]?.size) {
      rows.specifications.push({
        siteId: site,
        productId,
        sortOrder: facts.specs.length,
        name: lang === 'es' ? 'Formato de venta' : 'Embalagem',
        // Each size once: a size comes in every colour.
        value: [...new Set(plans.map((p) => p.size).filter(Boolean))].join(', '),
        unit: null,
      });
    }

    // Images: of each variant when the variants differ in colour (each drawn in its colour, the
    // first variant's first: the card's and the typeahead's image), else of the product.
    const images = rng.int(3, 5);
    const mine = rows.variants.slice(rows.variants.length - plans.length);
    const coloured = mine.some((v) => v.colorHex);
    const owners = coloured
      ? mine.map((v, i) => ({
          skuId: v.skuId,
          tag: `${v.colorHex!.slice(1)}-`,
          order: i * 10,
          alt: `${displayName} ${v.color} ${brand}`,
        }))
      : [{ skuId: null, tag: '', order: 0, alt: `${displayName} ${brand}` }];
    for (const o of owners) {
      for (let k = 1; k <= images; k++) {
        rows.media.push({
          id: o.skuId ? `${site}-${o.skuId}-${k}` : `${site}-${productId}-${k}`,
          siteId: site,
          productId,
          skuId: o.skuId,
          kind: 'IMAGE',
          name: `${productId}_${o.tag}${k}`,
          url: `${site}/${productId}/${o.tag}${k}`,
          altText: o.alt,
          sortOrder: o.order + k,
        });
      }
    }
    if (rng.chance(0.03)) {
      for (const o of owners) {
        for (let f = 1; f <= 8; f++) {
          rows.media.push({
            id: o.skuId ? `${site}-${o.skuId}-spin-${f}` : `${site}-${productId}-spin-${f}`,
            siteId: site,
            productId,
            skuId: o.skuId,
            kind: 'SPIN',
            name: `${productId}_${o.tag}spin_${f}`,
            url: `${site}/${productId}/${o.tag}spin-${f}`,
            altText: o.alt,
            sortOrder: 100 + f,
          });
        }
      }
    }
    // A short how-to video of the site's own (content files) for the kinds that have one: on a
    // few products, and always on the anchors (every scale has some).
    const topic = VIDEO_TOPIC_BY_KIND[cat.kind];
    const drawsVideo = rng.chance(0.04);
    if ((drawsVideo || anchor) && topic) {
      const video = videoOf(lang, topic);
      rows.media.push({
        id: `${site}-${productId}-video`,
        siteId: site,
        productId,
        skuId: null,
        kind: 'VIDEO',
        name: video.title,
        url: `/${profile.tenant.pathPrefix}/files/${video.file}`,
        altText: video.title,
        sortOrder: 200,
      });
    }

    const badge = (
      type: NonNullable<SiteRows['badges'][number]['type']>,
      label: string,
      value: string | null = null,
    ) =>
      rows.badges.push({
        id: `${site}-${productId}-${type}`,
        siteId: site,
        productId,
        skuId: null,
        type,
        label,
        value,
        validFrom: null,
        validTo: null,
      });
    if (isNew) badge('NEW', lang === 'es' ? 'Nuevo' : 'Novo');
    // No DISCOUNT badge: commerce derives it from the prices shown (issue 18).
    if (rng.chance(0.02))
      badge('EXCLUSIVE', lang === 'es' ? 'Exclusivo internet' : 'Exclusivo online');
    if (rng.chance(0.01))
      badge(
        'INTERNATIONAL_SHIPPING',
        lang === 'es' ? 'Envío internacional' : 'Envio internacional',
      );

    const reviewCount = rng.weighted([
      [0, 25],
      [rng.int(1, 3), 40],
      [rng.int(4, 10), 30],
      [rng.int(11, 25), 5],
    ] as const);
    let sum = 0;
    for (let k = 0; k < reviewCount; k++) {
      const rating = rng.weighted([
        [5, 45],
        [4, 30],
        [3, 12],
        [2, 6],
        [1, 7],
      ] as const);
      sum += rating;
      // The draws of the earlier texts stay, so the rest of the product is drawn as before.
      rng.pick(LEGACY_TEXTS);
      const author = `${rng.pick(REVIEW_NAMES[lang])} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
      const { title, text } = reviewText(
        lang,
        cat.kind,
        rating,
        createRng(`${site}:review:${productId}:${k}`),
      );
      // Within 120 days of the product's arrival and never after today.
      const age = Math.max(0, Math.round((today - createdAt.getTime()) / DAY));
      const days = rng.int(1, 120);
      rows.reviews.push({
        id: `${site}-${productId}-r${k + 1}`,
        siteId: site,
        productId,
        author,
        rating,
        title,
        text,
        createdAt: new Date(createdAt.getTime() + (age === 0 ? 0 : 1 + ((days - 1) % age)) * DAY),
      });
    }
    const product = rows.products[rows.products.length - 1]!;
    product.reviewCount = reviewCount;
    product.ratingAverage = reviewCount === 0 ? 0 : Math.round((sum / reviewCount) * 10) / 10;

    if (['drill', 'saw', 'mower', 'heater', 'fan'].includes(cat.kind)) {
      const base = skuIdOf(profile.index, anchor ? n * 10 : nextSku - 1);
      rows.productServices.push({
        siteId: site,
        productId,
        skuId: `${base}-G`,
        kind: 'WARRANTY',
        name: lang === 'es' ? 'Garantía extendida 1 año' : 'Garantia estendida 1 ano',
        price: reprice(basePrice, 0.08),
        currency: currency.code,
      });
    }
    if (['faucet', 'toilet', 'heater', 'door', 'lock'].includes(cat.kind)) {
      const base = skuIdOf(profile.index, anchor ? n * 10 : nextSku - 1);
      rows.productServices.push({
        siteId: site,
        productId,
        skuId: `${base}-I`,
        kind: 'SERVICE',
        name: lang === 'es' ? 'Servicio de instalación' : 'Serviço de instalação',
        price: price(25),
        currency: currency.code,
      });
    }
  }

  // Related products: the next ones of the same leaf.
  for (const ids of productsByLeaf.values()) {
    ids.forEach((id, i) => {
      for (let k = 1; k <= Math.min(3, ids.length - 1); k++) {
        rows.productLinks.push({
          siteId: site,
          productId: id,
          linkedProductId: ids[(i + k) % ids.length]!,
          kind: 'related',
          sortOrder: k,
        });
      }
    });
  }
  return { skus, productsByLeaf };
};

const description = (lang: Lang, name: string, brand: string, group: string) =>
  lang === 'es'
    ? `${name} de ${brand}. Ideal para tus proyectos de ${group.toLowerCase()}: calidad garantizada, fácil de usar y con el respaldo de la marca.`
    : `${name} da ${brand}. Ideal para seus projetos de ${group.toLowerCase()}: qualidade garantida, fácil de usar e com o suporte da marca.`;
