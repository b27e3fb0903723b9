import type { SkuInfo } from './catalog';
import { shelfPrice } from './money';
import { createRng } from './prng';
import type { SiteProfile } from './profiles';
import type { SiteRows } from './rows';

const DAY = 86_400_000;

/** Trade words that differ between countries: every term of a group finds the others. */
export const SYNONYMS: Record<'es' | 'pt', string[][]> = {
  es: [
    ['llave', 'grifo', 'canilla', 'cano', 'griferia'],
    ['gasfiteria', 'plomeria', 'fontaneria', 'gasfiter', 'plomero', 'fontanero'],
    ['taladro', 'rotomartillo', 'percutor', 'perforadora'],
    ['ampolleta', 'foco', 'bombillo', 'bombilla', 'lamparita'],
    ['calefont', 'calentador', 'termo', 'terma', 'termotanque'],
    ['fierro', 'varilla', 'hierro'],
    ['lavaplatos', 'fregadero', 'tarja', 'pileta'],
    ['lavamanos', 'lavatorio', 'lavabo'],
    ['inodoro', 'wc', 'excusado', 'sanitario', 'water'],
    ['esmeril', 'galletera', 'amoladora', 'pulidora'],
    ['enchufe', 'tomacorriente', 'contacto'],
    ['alfombra', 'tapete'],
    ['ducha', 'regadera'],
    ['pintura', 'latex', 'esmalte'],
    ['ceramica', 'ceramico', 'baldosa', 'azulejo', 'loseta'],
    ['macetero', 'maceta', 'matera'],
    ['frazada', 'manta', 'cobija'],
    ['estufa', 'calefactor'],
  ],
  pt: [
    ['furadeira', 'parafusadeira', 'martelete', 'taladro'],
    ['torneira', 'misturador', 'monocomando'],
    ['hidraulica', 'encanamento', 'encanador'],
    ['lampada', 'bulbo'],
    ['piso', 'porcelanato', 'ceramica', 'revestimento'],
    ['tinta', 'latex', 'acrilica'],
    ['vaso sanitario', 'bacia', 'privada'],
    ['pia', 'cuba', 'lavatorio'],
    ['esmerilhadeira', 'lixadeira'],
    ['tomada', 'plugue'],
    ['aquecedor', 'boiler'],
    ['vergalhao', 'ferro'],
  ],
};

/** Collections, promotions, home content, banners, smart banner and synonyms of a site. */
export const buildMerchandising = (
  profile: SiteProfile,
  rows: SiteRows,
  skus: SkuInfo[],
  now: Date,
) => {
  const site = profile.tenant.siteId;
  const es = profile.language === 'es';
  const prefix = profile.tenant.pathPrefix;
  const currency = profile.tenant.currencies[0]!;
  const rng = createRng(`${site}:merch`);
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const img = (name: string) => `${site}/content/${name}`;

  // Collections: themed selections of products.
  const collections: Array<[string, string, (kind: string) => boolean]> = es
    ? [
        [
          'Renueva tu baño',
          'renueva-tu-bano',
          (k) => ['faucet', 'toilet', 'tile', 'towel', 'mirror'].includes(k),
        ],
        ['Especial pintura', 'especial-pintura', (k) => k === 'paint'],
        [
          'Herramientas para el maestro',
          'herramientas-maestro',
          (k) => ['drill', 'saw', 'hammer'].includes(k),
        ],
        [
          'Terraza y jardín',
          'terraza-y-jardin',
          (k) => ['hose', 'mower', 'pot', 'chair'].includes(k),
        ],
        ['Ilumina tu hogar', 'ilumina-tu-hogar', (k) => ['lamp', 'bulb'].includes(k)],
        ['Ofertas de la semana', 'ofertas-de-la-semana', () => rng.chance(0.05)],
      ]
    : [
        [
          'Renove seu banheiro',
          'renove-seu-banheiro',
          (k) => ['faucet', 'toilet', 'tile'].includes(k),
        ],
        ['Especial tintas', 'especial-tintas', (k) => k === 'paint'],
        [
          'Ferramentas profissionais',
          'ferramentas-profissionais',
          (k) => ['drill', 'saw', 'hammer'].includes(k),
        ],
        ['Jardim e varanda', 'jardim-e-varanda', (k) => ['hose', 'mower', 'pot'].includes(k)],
        ['Ilumine sua casa', 'ilumine-sua-casa', (k) => ['lamp', 'bulb'].includes(k)],
        ['Ofertas da semana', 'ofertas-da-semana', () => rng.chance(0.05)],
      ];
  const kindOf = new Map(skus.map((s) => [s.productId, s.kind]));
  collections.forEach(([name, slug, test], i) => {
    const collectionId = `col${profile.index}${String(i + 1).padStart(2, '0')}`;
    rows.collections.push({ siteId: site, collectionId, name, slug, description: null });
    let order = 0;
    for (const [productId, kind] of kindOf) {
      if (order >= 120) break;
      if (test(kind))
        rows.collectionProducts.push({ siteId: site, collectionId, productId, sortOrder: order++ });
    }
  });

  // Promotions: 3x2 and second unit on some SKUs, A+B and combos, and bank installments.
  const promo = (p: Omit<SiteRows['promotions'][number], 'siteId'>) =>
    rows.promotions.push({ siteId: site, ...p });
  const item = (
    promotionId: string,
    skuId: string,
    role: 'ITEM' | 'A' | 'B' | 'COMBO_PART' = 'ITEM',
  ) => rows.promotionItems.push({ siteId: site, promotionId, skuId, role, quantity: 1 });
  const from = new Date(today - 3 * DAY);
  const to = new Date(today + 14 * DAY);
  const badgeIds = new Set(rows.badges.map((b) => b.id));
  const promoted = new Set<string>();
  // A promotion's badge is its SKU's: a listing card or a product page of another variant of the
  // product must not promise what the cart will not apply.
  const badge = (
    { productId, skuId }: { productId: string; skuId: string },
    type: NonNullable<SiteRows['badges'][number]['type']>,
    label: string,
    value: string | null,
  ) => {
    const id = `${site}-${skuId}-${type}`;
    if (!badgeIds.has(id)) {
      badgeIds.add(id);
      rows.badges.push({
        id,
        siteId: site,
        productId,
        skuId,
        type,
        label,
        value,
        validFrom: from,
        validTo: to,
      });
    }
  };
  const mxn = profile.tenant.country === 'MX';
  promo({
    promotionId: `P${profile.index}3X2`,
    type: 'MULTI_UNIT',
    title: '3x2',
    description: es ? 'Lleva 3 y paga 2' : 'Leve 3, pague 2',
    buyQuantity: 3,
    payQuantity: 2,
    validFrom: from,
    validTo: to,
  });
  promo({
    promotionId: `P${profile.index}2DA`,
    type: 'SECOND_UNIT',
    title: es ? '2da unidad al 50%' : '2ª unidade com 50%',
    description: null,
    discountPercent: 50,
    validFrom: from,
    validTo: to,
  });
  const cheap = skus.filter((s) =>
    ['bulb', 'paint', 'box', 'pipe', 'cable', 'towel', 'cushion', 'plate'].includes(s.kind),
  );
  for (const s of rng.sample(cheap, Math.min(cheap.length, Math.ceil(skus.length * 0.02)))) {
    item(`P${profile.index}3X2`, s.skuId);
    promoted.add(s.skuId);
    badge(s, mxn ? 'MXN_PROMOTION' : 'MXN', '3x2', '3x2');
  }
  for (const s of rng.sample(skus, Math.ceil(skus.length * 0.01))) {
    if (promoted.has(s.skuId)) continue;
    item(`P${profile.index}2DA`, s.skuId);
    badge(s, 'SECOND_PROMOTION', es ? '2da al 50%' : '2ª com 50%', '50');
  }
  for (let k = 1; k <= 6 && skus.length > 20; k++) {
    const [a, b] = rng.sample(skus, 2) as [SkuInfo, SkuInfo];
    const id = `P${profile.index}AB${k}`;
    promo({
      promotionId: id,
      type: 'A_PLUS_B',
      title: es ? 'Lleva A + B con descuento' : 'Leve A + B com desconto',
      description: null,
      bundleAmount: shelfPrice(((a.amount + b.amount) * 0.85) / currency.minorUnits, currency),
      validFrom: from,
      validTo: to,
    });
    item(id, a.skuId, 'A');
    item(id, b.skuId, 'B');
    badge(a, 'AB', 'A+B', null);
  }
  for (let k = 1; k <= 4 && skus.length > 20; k++) {
    const parts = rng.sample(skus, 3);
    const id = `P${profile.index}CB${k}`;
    promo({
      promotionId: id,
      type: 'COMBO',
      title: es ? 'Combo ahorro' : 'Combo economia',
      description: null,
      bundleAmount: shelfPrice(
        (parts.reduce((s, p) => s + p.amount, 0) * 0.8) / currency.minorUnits,
        currency,
      ),
      validFrom: from,
      validTo: to,
    });
    for (const p of parts) item(id, p.skuId, 'COMBO_PART');
    badge(parts[0]!, 'COMBO', 'Combo', null);
  }
  profile.banks.forEach((bank, b) => {
    const interestFree = b % 2 === 0;
    for (const months of interestFree ? [3, 6, 12] : [24]) {
      promo({
        promotionId: `P${profile.index}BK${b}${months}`,
        type: 'BANK',
        title: interestFree
          ? es
            ? `${months} cuotas sin interés con ${bank}`
            : `${months}x sem juros no ${bank}`
          : es
            ? `Hasta ${months} cuotas con ${bank}`
            : `Até ${months}x no ${bank}`,
        description: null,
        bank,
        months,
        interestFree,
        monthlyRate: interestFree ? 0 : 0.0199,
        minAmount: shelfPrice(40 * profile.perUsd, currency),
        validFrom: null,
        validTo: null,
      });
    }
  });
  for (const s of skus
    .filter((x) => x.amount >= shelfPrice(150 * profile.perUsd, currency))
    .slice(0, 400)) {
    badge(
      s,
      mxn ? 'BANK_PROMOTION_MSI' : 'BANK_PROMOTION',
      mxn ? 'Meses sin intereses' : es ? 'Cuotas sin interés' : 'Sem juros',
      null,
    );
  }

  // Home entries per audience; business banners link to categories, register, or (Peru) credit.
  const departments = rows.categories.filter((c) => c.level === 1);
  const catLink = (i: number) => {
    const d = departments[i % departments.length]!;
    return `/${prefix}/category/${d.categoryId}/${d.slug}/`;
  };
  for (const audience of ['guest', 'business'] as const) {
    if (profile.businessOnly && audience === 'guest') continue;
    const entry = (
      placement: 'home_banner' | 'showcase' | 'brand',
      i: number,
      link: string,
      altText: string,
      ctaType: 'external' | null = null,
    ) =>
      rows.contentEntries.push({
        id: `${site}-${audience}-${placement}-${i}`,
        siteId: site,
        audience,
        placement,
        sortOrder: i,
        desktopImage: img(`${audience}-${placement}-${i}-desktop`),
        mobileImage: img(`${audience}-${placement}-${i}-mobile`),
        link,
        altText,
        ctaType,
        validFrom: null,
        validTo: null,
      });
    const bannerTexts =
      audience === 'guest'
        ? es
          ? [
              'Renueva tu baño con hasta 30% de descuento',
              'Todo para pintar tu casa',
              'Herramientas para cada proyecto',
              'Ilumina tus espacios',
            ]
          : [
              'Renove seu banheiro com até 30% off',
              'Tudo para pintar sua casa',
              'Ferramentas para cada projeto',
              'Ilumine seus ambientes',
            ]
        : es
          ? [
              'Precios PRO para tu empresa',
              'Materiales de obra al por mayor',
              'Regístrate como empresa',
              'Línea de crédito para tu negocio',
            ]
          : [
              'Preços PRO para sua empresa',
              'Materiais de obra no atacado',
              'Cadastre sua empresa',
              'Crédito para o seu negócio',
            ];
    bannerTexts.forEach((text, i) => {
      if (audience === 'business' && i === 2) entry('home_banner', i, `/${prefix}/register`, text);
      // The business credit line links out where the registry names an external portal (Peru).
      else if (audience === 'business' && i === 3 && profile.tenant.businessCreditPortalUrl)
        entry('home_banner', i, profile.tenant.businessCreditPortalUrl, text, 'external');
      else entry('home_banner', i, catLink(i + (audience === 'business' ? 1 : 0)), text);
    });
    for (let i = 0; i < 6; i++)
      entry('showcase', i, catLink(i + 2), departments[(i + 2) % departments.length]!.name);
    const brandNames = [...new Set(rows.products.slice(0, 400).map((p) => p.brandName!))].slice(
      0,
      8,
    );
    brandNames.forEach((name, i) => {
      entry('brand', i, `/${prefix}/search/?Ntt=${encodeURIComponent(name)}`, name);
    });
  }
  const banner = (
    placement: 'header' | 'content' | 'no-result',
    i: number,
    text: string,
    link: string | null,
    audience: 'guest' | 'business' | null = null,
  ) =>
    rows.banners.push({
      id: `${site}-${placement}-${i}`,
      siteId: site,
      audience,
      placement,
      sortOrder: i,
      text,
      link,
      image: placement === 'header' ? null : img(`${placement}-${i}`),
      validFrom: null,
      validTo: null,
    });
  const freeFrom = shelfPrice(60 * profile.perUsd, currency) / currency.minorUnits;
  banner(
    'header',
    0,
    es
      ? `Despacho gratis en compras sobre ${currency.symbol}${freeFrom.toLocaleString('es-CL')}`
      : `Frete grátis acima de R$ ${freeFrom.toLocaleString('pt-BR')}`,
    null,
    'guest',
  );
  banner(
    'header',
    1,
    es ? 'Precios PRO: regístrate como empresa' : 'Preços PRO: cadastre sua empresa',
    `/${prefix}/register`,
    'business',
  );
  banner(
    'content',
    0,
    es ? 'Calcula cuánta pintura necesitas' : 'Calcule quanta tinta você precisa',
    catLink(3),
  );
  banner('content', 1, es ? 'Retira gratis en tienda' : 'Retire grátis na loja', null);
  banner(
    'no-result',
    0,
    es
      ? 'No encontramos lo que buscas. Revisa estas categorías destacadas.'
      : 'Não encontramos o que você procura. Veja estas categorias em destaque.',
    catLink(0),
  );
  rows.smartBanners.push({
    id: `sb-${site}`,
    siteId: site,
    title: `${profile.tenant.brand.name} App`,
    text: es ? 'Compra más rápido desde la app' : 'Compre mais rápido pelo app',
    buttonLabel: es ? 'Descargar' : 'Baixar',
    iconImage: img('app-icon'),
    androidUrl: `https://play.google.com/store/apps/details?id=com.fierro.${profile.tenant.code}`,
    iosUrl: `https://apps.apple.com/app/fierro-${profile.tenant.code}/id000000${profile.index}`,
    rating: '4.6',
  });

  for (const terms of SYNONYMS[profile.language]) {
    rows.searchSynonyms.push({ siteId: site, terms, note: null });
  }
};
