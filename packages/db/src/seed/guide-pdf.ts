import type { Tenant } from '@fierro/tenants';
import PDFDocument from 'pdfkit';

/**
 * The square-metre calculation guide (spec §3 links: calculation guide), one real PDF per site in
 * its language, drawn with pdfkit (maintained, pure JavaScript, the standard PDF fonts: every
 * character here is in their Latin-1 set). Numbers follow the site's locale.
 */

type Lang = 'es' | 'pt';

interface GuideText {
  title: string;
  intro: string;
  measureTitle: string;
  measure: string;
  lShape: string;
  lengthLabel: string;
  widthLabel: string;
  areaTitle: string;
  area: (a: string, b: string, c: string, d: string, total: string) => string;
  wasteTitle: string;
  waste: string[];
  boxesTitle: string;
  boxes: string;
  tableHead: [string, string, string, string];
  paintTitle: string;
  paint: string;
  paintExample: (wall: string, door: string, net: string, litres: string) => string;
  tips: string;
  tipList: string[];
  footer: (site: string) => string;
}

const TEXT: Record<Lang, GuideText> = {
  es: {
    title: 'Guía de cálculo de m²',
    intro:
      'Antes de comprar pisos, cerámicas, porcelanatos o pintura, mide la superficie y calcula cuánto material necesitas. Así compras una sola vez y evitas diferencias de tono entre partidas.',
    measureTitle: '1. Mide la superficie',
    measure:
      'Usa una huincha o cinta métrica y mide en metros el largo y el ancho de la habitación, de muro a muro. Si la habitación no es rectangular, divídela en rectángulos y mide cada uno por separado.',
    lShape: 'Habitación en L: dos rectángulos, A y B',
    lengthLabel: 'largo',
    widthLabel: 'ancho',
    areaTitle: '2. Calcula el área',
    area: (a, b, c, d, total) =>
      `Área = largo x ancho. En el ejemplo: rectángulo A = ${a} m x ${b} m; rectángulo B = ${c} m x ${d} m. Superficie total = ${total} m².`,
    wasteTitle: '3. Suma el porcentaje de pérdida',
    waste: [
      'Instalación recta: suma 10 % por cortes y roturas.',
      'Instalación en diagonal o espiga: suma 15 %.',
      'Guarda las cajas sobrantes para reparaciones futuras.',
    ],
    boxesTitle: '4. Calcula las cajas',
    boxes:
      'Cajas = superficie con pérdida / m² que cubre una caja, redondeado hacia arriba. El rendimiento por caja está en la ficha de cada producto.',
    tableHead: ['Superficie', 'Con 10 %', 'm² por caja', 'Cajas'],
    paintTitle: '5. Pintura: litros necesarios',
    paint:
      'Litros = superficie a pintar x número de manos / rendimiento (m² por litro). Descuenta puertas y ventanas y considera dos manos.',
    paintExample: (wall, door, net, litres) =>
      `Ejemplo: un muro de ${wall} m² con una puerta de ${door} m² deja ${net} m². Con dos manos y un rendimiento de 10 m²/L necesitas ${litres} L.`,
    tips: 'Consejos',
    tipList: [
      'Compra todo el material de una misma partida: revisa el código de tono en las cajas.',
      'Deja el material 24 horas en la habitación antes de instalarlo.',
      'En la ficha de cada producto encuentras la calculadora de cajas y de pintura.',
    ],
    footer: (site) => `${site} - Guía de cálculo de m². Valores referenciales.`,
  },
  pt: {
    title: 'Guia de cálculo de m²',
    intro:
      'Antes de comprar pisos, cerâmicas, porcelanatos ou tinta, meça a superfície e calcule quanto material você precisa. Assim você compra uma só vez e evita diferenças de tonalidade entre lotes.',
    measureTitle: '1. Meça a superfície',
    measure:
      'Use uma trena e meça em metros o comprimento e a largura do cômodo, de parede a parede. Se o cômodo não for retangular, divida-o em retângulos e meça cada um separadamente.',
    lShape: 'Cômodo em L: dois retângulos, A e B',
    lengthLabel: 'comprimento',
    widthLabel: 'largura',
    areaTitle: '2. Calcule a área',
    area: (a, b, c, d, total) =>
      `Área = comprimento x largura. No exemplo: retângulo A = ${a} m x ${b} m; retângulo B = ${c} m x ${d} m. Superfície total = ${total} m².`,
    wasteTitle: '3. Some a porcentagem de perda',
    waste: [
      'Assentamento reto: some 10 % por cortes e quebras.',
      'Assentamento na diagonal ou espinha de peixe: some 15 %.',
      'Guarde as caixas que sobrarem para reparos futuros.',
    ],
    boxesTitle: '4. Calcule as caixas',
    boxes:
      'Caixas = superfície com perda / m² que uma caixa cobre, arredondado para cima. O rendimento por caixa está na página de cada produto.',
    tableHead: ['Superfície', 'Com 10 %', 'm² por caixa', 'Caixas'],
    paintTitle: '5. Tinta: litros necessários',
    paint:
      'Litros = superfície a pintar x número de demãos / rendimento (m² por litro). Desconte portas e janelas e considere duas demãos.',
    paintExample: (wall, door, net, litres) =>
      `Exemplo: uma parede de ${wall} m² com uma porta de ${door} m² deixa ${net} m². Com duas demãos e rendimento de 10 m²/L você precisa de ${litres} L.`,
    tips: 'Dicas',
    tipList: [
      'Compre todo o material do mesmo lote: confira o código de tonalidade nas caixas.',
      'Deixe o material 24 horas no cômodo antes de assentar.',
      'Na página de cada produto você encontra a calculadora de caixas e de tinta.',
    ],
    footer: (site) => `${site} - Guia de cálculo de m². Valores de referência.`,
  },
};

const INK = '#222222';
const ACCENT = '#d9381e';

/** The guide of a site as PDF bytes; `now` is its creation date. */
export const calculationGuidePdf = (tenant: Tenant, lang: Lang, now: Date): Promise<Buffer> => {
  const t = TEXT[lang];
  const n = (value: number, digits = 2) =>
    new Intl.NumberFormat(tenant.locale, { maximumFractionDigits: digits }).format(value);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: t.title,
      Author: tenant.siteName,
      Subject: t.title,
      CreationDate: now,
      ModDate: now,
    },
    lang: tenant.locale,
    displayTitle: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(text);
    doc.moveDown(0.2).font('Helvetica').fontSize(10.5).fillColor(INK);
  };

  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(t.title, 56, 44);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(tenant.siteName);
  doc.moveDown(0.6).fontSize(10.5).fillColor(INK).text(t.intro, { width, align: 'left' });

  heading(t.measureTitle);
  doc.text(t.measure, { width });

  // The L-shaped room: A (5 x 4) beside B (3 x 2), with their measures.
  const [a, b, c, d] = [5, 4, 3, 2];
  const scale = 22;
  const x0 = 80;
  const y0 = doc.y + 22;
  doc.save().lineWidth(1.5).strokeColor(INK);
  doc.rect(x0, y0, a * scale, b * scale).fillAndStroke('#f3ece0', INK);
  doc.rect(x0 + a * scale, y0, c * scale, d * scale).fillAndStroke('#e6eef8', INK);
  doc.restore();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
  doc.text('A', x0 + (a * scale) / 2 - 5, y0 + (b * scale) / 2 - 8, { lineBreak: false });
  doc.text('B', x0 + a * scale + (c * scale) / 2 - 5, y0 + (d * scale) / 2 - 8, {
    lineBreak: false,
  });
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(`${n(a)} m`, x0 + (a * scale) / 2 - 10, y0 - 13, { lineBreak: false });
  doc.text(`${n(b)} m`, x0 - 28, y0 + (b * scale) / 2 - 4, { lineBreak: false });
  doc.text(`${n(c)} m`, x0 + a * scale + (c * scale) / 2 - 10, y0 - 13, { lineBreak: false });
  doc.text(`${n(d)} m`, x0 + (a + c) * scale + 6, y0 + (d * scale) / 2 - 4, { lineBreak: false });
  doc.fontSize(10).fillColor(INK);
  doc.text(`${t.lShape} (${t.lengthLabel} x ${t.widthLabel})`, x0 + (a + c) * scale + 50, y0 + 20, {
    width: 200,
  });
  doc.x = 56;
  doc.y = y0 + b * scale + 8;

  heading(t.areaTitle);
  const total = a * b + c * d;
  doc.text(t.area(n(a), n(b), n(c), n(d), n(total)), { width });

  heading(t.wasteTitle);
  doc.list(t.waste, { width, bulletRadius: 2 });

  heading(t.boxesTitle);
  doc.text(t.boxes, { width });
  // A worked table: a few surfaces and box sizes.
  const rows = [
    [12, 1.5],
    [total, 2],
    [30, 2.16],
    [45, 1.44],
  ].map(([area, perBox]) => {
    const withWaste = area! * 1.1;
    return [
      `${n(area!)} m²`,
      `${n(withWaste)} m²`,
      `${n(perBox!)} m²`,
      n(Math.ceil(withWaste / perBox!), 0),
    ];
  });
  const col = width / 4;
  let y = doc.y + 8;
  doc.rect(56, y - 4, width, 20).fill('#f0f0f0');
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  t.tableHead.forEach((h, i) => {
    doc.text(h, 62 + i * col, y, { width: col - 12, lineBreak: false });
  });
  doc.font('Helvetica');
  for (const row of rows) {
    y += 17;
    row.forEach((cell, i) => {
      doc.text(cell, 62 + i * col, y, { width: col - 12, lineBreak: false });
    });
  }
  doc.x = 56;
  doc.y = y + 16;

  heading(t.paintTitle);
  doc.text(t.paint, { width });
  const wall = 3.5 * 2.4;
  const door = 0.9 * 2;
  const net = wall - door;
  doc.moveDown(0.4).text(t.paintExample(n(wall), n(door), n(net), n((net * 2) / 10, 1)), {
    width,
  });

  heading(t.tips);
  doc.list(t.tipList, { width, bulletRadius: 2 });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: no automatic page break for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#777777')
      .text(t.footer(tenant.siteName), 56, doc.page.height - 40, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
};
