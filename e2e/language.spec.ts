import { TENANTS } from '@fierro/tenants';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { commerceApi as api } from './commerce-api';
import { signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * Every site in its own language (issue 19): the rendered pages of Brazil and dicico carry no
 * Spanish-only word, and the Spanish sites' pages no Portuguese-only one. Each list holds words
 * that are not words of the other language at all (matched whole, case-insensitive, accents
 * significant): "buscar", "entrega", "carro", "marca", "fechar" or "parcelas" are words of both
 * languages and are left out, and "agregar" and "despacho" (Portuguese words too) only in the
 * phrases a Spanish page uses.
 * The scan reads what a shopper meets: the page's visible text, the document title, and the
 * accessible names and hints (aria-label, placeholder, alt, title) of every element.
 */

const SPANISH_ONLY = [
  'caja',
  'cajas',
  'agregar al',
  'agregar a',
  'agrega el',
  'carrito',
  'tienda',
  'tiendas',
  'despacho a domicilio',
  'despacho gratis',
  'estrella',
  'estrellas',
  'o más',
  'ver más',
  'precio',
  'precios',
  'envío',
  'ahorro',
  'sesión',
  'búsqueda',
  'cerrar',
  'categorías',
  'disponibilidad',
  'unidad',
  'ubicación',
  'cantidad',
  'elige',
  'ingresa',
  'quiénes somos',
  'términos',
  'garantías',
  'pantalla',
  'sin stock',
  'llega',
  'cuotas',
];

const PORTUGUESE_ONLY = [
  'caixa',
  'caixas',
  'adicionar',
  'carrinho',
  'estrela',
  'estrelas',
  'ou mais',
  'ver mais',
  'preço',
  'preços',
  'loja',
  'lojas',
  'você',
  'não',
  'avaliação',
  'avaliações',
  'frete',
  'limpar',
  'disponível',
  'disponibilidade',
  'quantidade',
  'localização',
  'carregando',
  'início',
  'quem somos',
  'perguntas frequentes',
  'sem estoque',
  'economia',
];

/** `word` as a whole word (letters or digits on neither side), accents significant. */
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

/** A square metre written `m2` next to a number or a slash (the unit is `m²`). */
const M2 = /(?:\d\s*|\/\s*)m2(?![\p{L}\p{N}])/iu;

/** A count of one with a plural noun ("1 estrelas ou mais"): the message skipped its plural rule. */
const ONE_PLURAL =
  /(?<![\p{L}\p{N}.,])1\s+(?:estrelas|estrellas|caixas|cajas|unidades|produtos|productos|avaliações|opiniones|resultados|lojas|tiendas|variações|variantes)(?![\p{L}\p{N}])/iu;

/** What a shopper reads or hears on the page. */
async function shopperText(page: Page): Promise<string[]> {
  // The rendered text only (what CSS hides is not read); the attributes below, hidden or not.
  const visible = await page.locator('body').allInnerTexts();
  const rest = await page.evaluate(() => {
    const out = [document.title];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const v = el.getAttribute(name);
        if (v) out.push(v);
      }
    }
    return out;
  });
  return [...visible, ...rest];
}

function leaks(texts: string[], words: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      for (const word of words) if (wholeWord(word).test(line)) found.push(`"${word}" in: ${line}`);
      if (M2.test(line)) found.push(`"m2" in: ${line}`);
      if (ONE_PLURAL.test(line)) found.push(`plural after 1 in: ${line}`);
    }
  }
  return [...new Set(found)];
}

interface Site {
  prefix: string;
  siteId: string;
  index: number;
  /** A word of a product name to search. */
  term: string;
  portuguese: boolean;
}

const site = (prefix: string, index: number, term: string): Site => {
  const t = TENANTS.find((x) => x.pathPrefix === prefix)!;
  return { prefix, siteId: t.siteId, index, term, portuguese: t.lang === 'pr' };
};

/** Site index of the seed (its anchor ids): cl 1, co 3, ar 4, uy 5, br 6, pe 7, mx 8, dicico 9. */
const SITES: Site[] = [
  site('fierro-br', 6, 'piso'),
  site('dicico', 9, 'piso'),
  site('fierro-cl', 1, 'cerámica'),
  site('fierro-pe', 7, 'cerámica'),
  site('homecenter-co', 3, 'cerámica'),
  site('fierro-mx', 8, 'cerámica'),
  site('fierro-ar', 4, 'cerámica'),
  site('fierro-uy', 5, 'cerámica'),
];

/** A guest cart of the site holding the tile (sold by the box) and the drill. */
async function cartOf(s: Site): Promise<string> {
  let cart = await api('/checkout/v1/carts', { method: 'POST', body: { siteId: s.siteId } });
  for (const n of [1, 3]) {
    cart = await api(`/checkout/v1/carts/${cart.cartId}/lines`, {
      method: 'POST',
      body: { skuId: `${s.index}${String(n * 10).padStart(6, '0')}`, quantity: 2 },
      headers: { 'if-match': `"${cart.version}"` },
    });
  }
  return cart.cartId;
}

async function pagesOf(s: Site): Promise<Array<[name: string, path: string]>> {
  const tile = `${s.index}${String(1).padStart(7, '0')}`;
  const product = await api(`/product/v2/${s.siteId}?productId=${tile}`, {});
  const leaf = product.categoryPath.at(-1) as { id: string; slug: string };
  return [
    ['home', `/${s.prefix}/`],
    ['listing', `/${s.prefix}/category/${leaf.id}/${leaf.slug}/`],
    ['product', `/${s.prefix}/product/${tile}/${product.slug}/`],
    ['search', `/${s.prefix}/search/?Ntt=${encodeURIComponent(s.term)}`],
    ['no result', `/${s.prefix}/no-search-result/?Ntt=zzqxw`],
    ['cart', `/${s.prefix}/cart/`],
    ['404', `/${s.prefix}/no-existe-esta-pagina/`],
  ];
}

async function scan(browser: Browser, baseURL: string, s: Site) {
  const context = await browser.newContext({
    baseURL,
    locale: s.portuguese ? 'pt-BR' : 'es-CL',
  });
  await context.addCookies([siteCookie(baseURL, s.prefix, 'cartId', await cartOf(s))]);
  const page = await context.newPage();
  // dicico serves business customers only: its pages need a session (spec §2 page guard).
  if (s.prefix === 'dicico') {
    await signIn(page, 'dicico', 'empresa.dicico@fierro.demo', 'company');
    await page.waitForURL('**/dicico/');
  }
  const found: string[] = [];
  for (const [name, path] of await pagesOf(s)) {
    await page.goto(path);
    await expect(page.locator('main#main h1').first()).toBeVisible();
    const words = s.portuguese ? SPANISH_ONLY : PORTUGUESE_ONLY;
    for (const leak of leaks(await shopperText(page), words))
      found.push(`${name} ${path}: ${leak}`);
  }
  await context.close();
  return found;
}

for (const s of SITES) {
  const other = s.portuguese ? 'Spanish' : 'Portuguese';
  test(`${s.prefix} pages carry no ${other}-only word and write m²`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(await scan(browser, baseURL!, s)).toEqual([]);
  });
}

test('the word lists catch what they are for, and only that', () => {
  expect(leaks(['Preço por caja: 1 estrelas ou mais'], SPANISH_ONLY)).toEqual([
    '"caja" in: Preço por caja: 1 estrelas ou mais',
    'plural after 1 in: Preço por caja: 1 estrelas ou mais',
  ]);
  expect(leaks(['R$ 10,00 / m2'], SPANISH_ONLY)).toHaveLength(1);
  expect(leaks(['1 estrelas ou mais', '2 estrelas ou mais', '4,1 estrelas'], [])).toEqual([
    'plural after 1 in: 1 estrelas ou mais',
  ]);
  expect(leaks(['R$ 10,00 / m²', 'Cajamar', 'Buscar', 'Marca', 'Entrega'], SPANISH_ONLY)).toEqual(
    [],
  );
  expect(leaks(['Agregar al carro', '4 estrellas o más'], SPANISH_ONLY)).toHaveLength(3);
  expect(leaks(['Adicionar ao carrinho', 'Entrega a domicilio'], PORTUGUESE_ONLY)).toEqual([
    '"adicionar" in: Adicionar ao carrinho',
    '"carrinho" in: Adicionar ao carrinho',
  ]);
});
