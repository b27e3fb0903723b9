import type { ContentPageResponse, StoreEntry } from '@fierro/commerce/contract';
import { TENANTS } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n/messages';
import { ContentPageView } from './components/content-page-view';
import { storesByRegion, weekdayName, weekRows } from './view-model';

/** Content pages (issue 19): the blocks in order, the stores directory, in the site's language. */
const cl = TENANTS.find((t) => t.code === 'cl')!;
const br = TENANTS.find((t) => t.code === 'br')!;

const week = (weekday: [string, string], sunday: [string, string] | null) => [
  ...(sunday ? [{ day: 0, opens: sunday[0], closes: sunday[1] }] : []),
  ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: weekday[0], closes: weekday[1] })),
];
const store = (id: string, region: string | null, services: string[]): StoreEntry => ({
  id,
  name: `Fierro ${id}`,
  address: `Avenida Uno ${id}, Ciudad`,
  city: 'Ciudad',
  region,
  phone: null,
  latitude: -33,
  longitude: -70,
  openingHours: week(['08:00', '21:00'], ['10:00', '19:00']),
  services,
  mapImage: `socl/stores/${id}-map`,
});

const page = (over: Partial<ContentPageResponse>): ContentPageResponse => ({
  siteId: 'socl',
  slug: 'tiendas',
  section: 'content',
  kind: 'stores',
  title: 'Nuestras tiendas',
  summary: 'Direcciones y horarios.',
  blocks: [{ type: 'paragraph', text: 'Encuentra tu tienda.' }, { type: 'stores' }],
  updatedAt: '2026-11-23T12:00:00.000Z',
  stores: [],
  ...over,
});

describe('stores directory', () => {
  const stores = [
    store('1001', 'Metropolitana', ['pickupInStore', 'buyAtStore', 'cutting', 'somethingNew']),
    store('1002', 'Metropolitana', ['pickupInStore']),
    store('1003', 'Valparaíso', ['toolRental']),
  ];
  const html = renderToStaticMarkup(
    <ContentPageView page={page({ stores })} tenant={cl} t={translator(cl)} />,
  );

  it('groups the stores by region, with a jump list to each', () => {
    expect(html).toContain('3 tiendas');
    expect(html).toContain('href="#region-metropolitana"');
    expect(html).toContain('id="region-metropolitana"');
    expect(html).toContain('href="#region-valparaiso"');
    expect(html.match(/data-store-id=/g)).toHaveLength(3);
  });

  it('shows address, the week in two rows, translated services and our map', () => {
    expect(html).toContain('<address class="not-italic">Avenida Uno 1001, Ciudad</address>');
    expect(html).toContain('Lunes a Sábado');
    expect(html).toContain('08:00 a 21:00');
    expect(html).toContain('Domingo');
    expect(html).toContain('Retiro en tienda');
    expect(html).toContain('Corte a medida');
    // Chile says arriendo; a code the messages do not name is left out, never shown raw.
    expect(html).toContain('Arriendo de herramientas');
    expect(html).not.toContain('somethingNew');
    expect(html).toContain(
      'src="/images/socl/stores/1001-map?w=480&amp;h=270&amp;fit=cover&amp;f=webp"',
    );
    expect(html).toContain('alt="Mapa de la ubicación de Fierro 1001"');
    expect(html).toContain('Actualizado el 23 de noviembre de 2026');
  });

  it('in Portuguese on Brazil', () => {
    const pt = renderToStaticMarkup(
      <ContentPageView
        page={page({ title: 'Nossas lojas', stores: [store('6001', 'São Paulo', ['cutting'])] })}
        tenant={br}
        t={translator(br)}
      />,
    );
    expect(pt).toContain('1 loja');
    expect(pt).toContain('Segunda-feira a Sábado');
    expect(pt).toContain('08:00 às 21:00');
    expect(pt).toContain('Corte sob medida');
    expect(pt).toContain('Atualizado em 23 de novembro de 2026');
  });
});

describe('content blocks', () => {
  const html = renderToStaticMarkup(
    <ContentPageView
      page={page({
        kind: 'faq',
        slug: 'preguntas-frecuentes',
        title: 'Preguntas frecuentes',
        blocks: [
          { type: 'heading', text: 'Cookies', id: 'cookies' },
          { type: 'list', items: ['Uno', 'Dos'] },
          { type: 'faq', items: [{ question: '¿Despachan?', answer: 'Sí, a todo el país.' }] },
          { type: 'links', items: [{ label: 'Guía (PDF)', href: '/fierro-cl/files/guia.pdf' }] },
        ],
      })}
      tenant={cl}
      t={translator(cl)}
    />,
  );

  it('renders each block in order: headings keep their anchor, questions open and close', () => {
    expect(html).toContain('<h1 class="font-bold text-3xl">Preguntas frecuentes</h1>');
    expect(html).toContain('id="cookies"');
    expect(html).toContain('<li>Uno</li><li>Dos</li>');
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*><span[^>]*>¿Despachan\?<\/span>.*?<\/summary><p[^>]*>Sí, a todo/,
    );
    expect(html).toContain('href="/fierro-cl/files/guia.pdf"');
    expect(html.indexOf('id="cookies"')).toBeLessThan(html.indexOf('<details'));
  });

  it('describes the page for search engines: breadcrumb and FAQ', () => {
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<a class="underline" href="\/fierro-cl\/?">Inicio<\/a>/);
  });
});

describe('view-model', () => {
  it('joins days with the same hours, Monday first; a day without hours is closed', () => {
    const rows = weekRows([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      { day: 6, opens: '10:00', closes: '14:00' },
    ]);
    expect(rows).toEqual([
      { from: 1, to: 5, spans: [{ opens: '09:00', closes: '18:00' }] },
      { from: 6, to: 6, spans: [{ opens: '10:00', closes: '14:00' }] },
      { from: 0, to: 0, spans: [] },
    ]);
  });

  it('names weekdays in the locale and keeps stores without region together', () => {
    expect(weekdayName('es-CL', 0)).toBe('Domingo');
    expect(weekdayName('pt-BR', 1)).toBe('Segunda-feira');
    const groups = storesByRegion([store('1', null, []), store('2', null, [])], 'cl');
    expect(groups).toEqual([{ anchor: 'region-other', region: null, stores: expect.any(Array) }]);
  });
});
