import type { Rng } from './prng';
import type { CategoryDef, SpecKind } from './taxonomy';

export type Lang = 'es' | 'pt';

export interface Spec {
  name: string;
  value: string;
  unit?: string;
}

/** Product facts the specifications, unit and price derive from. */
export interface ProductFacts {
  specs: Spec[];
  coveragePerBox: number | null;
  litres: number | null;
  yieldPerLitre: number | null;
}

const t = (lang: Lang, es: string, pt: string) => (lang === 'es' ? es : pt);
const num = (lang: Lang, n: number, decimals = 0) =>
  n.toLocaleString(lang === 'es' ? 'es-CL' : 'pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const dims = (rng: Rng, w: [number, number], h: [number, number], d: [number, number]) =>
  `${rng.int(...w)} x ${rng.int(...h)} x ${rng.int(...d)} cm`;

const warranty = (rng: Rng, lang: Lang): Spec => ({
  name: t(lang, 'Garantía', 'Garantia'),
  value: t(lang, `${rng.pick([6, 12, 24, 36])} meses`, `${rng.pick([3, 12, 24])} meses`),
});

/** Specifications that fit the family: voltage and watts for tools, m² per box for tiles... */
export const specsFor = (
  kind: SpecKind,
  category: CategoryDef,
  name: string,
  rng: Rng,
  lang: Lang,
  voltage: number,
): ProductFacts => {
  const facts: ProductFacts = {
    specs: [],
    coveragePerBox: null,
    litres: null,
    yieldPerLitre: null,
  };
  const s = facts.specs;
  const watts = Number(/(\d[\d.]*) W\b/.exec(name)?.[1]?.replace('.', '') ?? 0);
  switch (kind) {
    case 'powerTool': {
      const cordless = /inal|sem fio|\d+ V\b/i.test(name);
      s.push(
        cordless
          ? {
              name: t(lang, 'Voltaje batería', 'Tensão da bateria'),
              value: `${rng.pick([12, 18, 20])} V`,
              unit: 'V',
            }
          : { name: t(lang, 'Voltaje', 'Voltagem'), value: `${voltage} V`, unit: 'V' },
        {
          name: t(lang, 'Potencia', 'Potência'),
          value: `${watts || rng.pick([500, 650, 710, 800, 1050, 1400])} W`,
          unit: 'W',
        },
        {
          name: t(lang, 'Velocidad sin carga', 'Velocidade sem carga'),
          value: `${rng.int(10, 45) * 100} rpm`,
        },
        {
          name: t(lang, 'Peso', 'Peso'),
          value: `${num(lang, rng.int(12, 45) / 10, 1)} kg`,
          unit: 'kg',
        },
        {
          name: t(lang, 'Incluye', 'Inclui'),
          value: t(
            lang,
            rng.pick(['Maletín', 'Empuñadura lateral', 'Cargador y batería']),
            rng.pick(['Maleta', 'Empunhadura lateral', 'Carregador e bateria']),
          ),
        },
        warranty(rng, lang),
      );
      break;
    }
    case 'handTool':
      s.push(
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['Acero al carbono', 'Cromo vanadio', 'Fibra de vidrio']),
            rng.pick(['Aço carbono', 'Cromo vanádio', 'Fibra de vidro']),
          ),
        },
        { name: t(lang, 'Largo', 'Comprimento'), value: `${rng.int(15, 45)} cm`, unit: 'cm' },
        warranty(rng, lang),
      );
      break;
    case 'tile': {
      const coverage = rng.pick([1.08, 1.44, 1.5, 1.62, 1.8, 2.16, 2.25]);
      facts.coveragePerBox = coverage;
      const format = /(\d+x\d+) cm/.exec(name)?.[1] ?? rng.pick(['45x45', '60x60', '20x120']);
      s.push(
        { name: t(lang, 'Formato', 'Formato'), value: `${format} cm` },
        {
          name: t(lang, 'Rendimiento por caja', 'Rendimento por caixa'),
          value: `${num(lang, coverage, 2)} m²`,
          unit: 'm2',
        },
        {
          name: t(lang, 'Piezas por caja', 'Peças por caixa'),
          value: String(rng.int(4, 16)),
          unit: 'caja',
        },
        {
          name: t(lang, 'Tránsito', 'Tráfego'),
          value: t(
            lang,
            rng.pick(['Medio (PEI 3)', 'Alto (PEI 4)', 'Muy alto (PEI 5)']),
            rng.pick(['Médio (PEI 3)', 'Alto (PEI 4)', 'Intenso (PEI 5)']),
          ),
        },
        {
          name: t(lang, 'Acabado', 'Acabamento'),
          value: t(
            lang,
            rng.pick(['Mate', 'Brillante', 'Satinado', 'Rústico']),
            rng.pick(['Acetinado', 'Polido', 'Natural', 'Rústico']),
          ),
        },
        {
          name: t(lang, 'Uso', 'Uso'),
          value: t(
            lang,
            rng.pick(['Interior', 'Interior y exterior']),
            rng.pick(['Interno', 'Interno e externo']),
          ),
        },
      );
      break;
    }
    case 'paint': {
      const yieldM2 = rng.pick([8, 10, 12, 14]);
      facts.yieldPerLitre = yieldM2;
      s.push(
        { name: t(lang, 'Rendimiento', 'Rendimento'), value: `${yieldM2} m²/L`, unit: 'm2' },
        {
          name: t(lang, 'Terminación', 'Acabamento'),
          value: t(
            lang,
            rng.pick(['Mate', 'Satinado', 'Semibrillo', 'Brillante']),
            rng.pick(['Fosco', 'Acetinado', 'Semibrilho', 'Brilhante']),
          ),
        },
        { name: t(lang, 'Tiempo de secado', 'Tempo de secagem'), value: `${rng.int(1, 4)} h` },
        {
          name: t(lang, 'Manos recomendadas', 'Demãos recomendadas'),
          value: String(rng.int(2, 3)),
        },
        {
          name: t(lang, 'Base', 'Base'),
          value: t(
            lang,
            rng.pick(['Agua', 'Agua', 'Solvente']),
            rng.pick(['Água', 'Água', 'Solvente']),
          ),
        },
      );
      break;
    }
    case 'plumbing':
      s.push(
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['Bronce cromado', 'Acero inoxidable', 'Loza', 'PVC']),
            rng.pick(['Metal cromado', 'Aço inox', 'Louça', 'PVC']),
          ),
        },
        {
          name: t(lang, 'Diámetro de conexión', 'Diâmetro de conexão'),
          value: rng.pick(['1/2"', '3/4"', '20 mm', '110 mm']),
        },
        {
          name: t(lang, 'Presión de trabajo', 'Pressão de trabalho'),
          value: `${rng.int(1, 10)} bar`,
        },
        {
          name: t(lang, 'Instalación', 'Instalação'),
          value: t(
            lang,
            rng.pick(['Muro', 'Sobre cubierta', 'Piso']),
            rng.pick(['Parede', 'Bancada', 'Piso']),
          ),
        },
        warranty(rng, lang),
      );
      break;
    case 'electric':
      s.push(
        { name: t(lang, 'Voltaje', 'Tensão'), value: `${voltage} V`, unit: 'V' },
        {
          name: t(lang, 'Corriente máxima', 'Corrente máxima'),
          value: `${rng.pick([10, 16, 20, 25])} A`,
          unit: 'A',
        },
        {
          name: t(lang, 'Norma', 'Norma'),
          value: rng.pick(['IEC 60884', 'NCh 2015', 'NBR 14136', 'NOM-003']),
        },
      );
      break;
    case 'lighting':
      s.push(
        {
          name: t(lang, 'Potencia', 'Potência'),
          value: `${watts || rng.pick([9, 12, 18, 24, 40])} W`,
          unit: 'W',
        },
        { name: t(lang, 'Flujo luminoso', 'Fluxo luminoso'), value: `${rng.int(8, 40) * 100} lm` },
        {
          name: t(lang, 'Temperatura de color', 'Temperatura de cor'),
          value: rng.pick(['3000 K', '4000 K', '6500 K']),
        },
        { name: t(lang, 'Voltaje', 'Tensão'), value: `${voltage} V`, unit: 'V' },
        { name: t(lang, 'Vida útil', 'Vida útil'), value: `${rng.pick([15, 25, 30])}.000 h` },
      );
      break;
    case 'garden':
      s.push(
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['PVC reforzado', 'Terracota', 'Polipropileno']),
            rng.pick(['PVC reforçado', 'Terracota', 'Polipropileno']),
          ),
        },
        {
          name: t(lang, 'Dimensiones', 'Dimensões'),
          value: dims(rng, [20, 60], [20, 60], [10, 40]),
          unit: 'cm',
        },
        warranty(rng, lang),
      );
      break;
    case 'furniture':
      s.push(
        {
          name: t(lang, 'Dimensiones', 'Dimensões'),
          value: dims(rng, [40, 220], [40, 210], [30, 90]),
          unit: 'cm',
        },
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['Melamina', 'Madera de pino', 'MDF', 'Metal']),
            rng.pick(['MDP', 'Madeira pinus', 'MDF', 'Aço']),
          ),
        },
        {
          name: t(lang, 'Requiere armado', 'Requer montagem'),
          value: t(lang, rng.pick(['Sí', 'No']), rng.pick(['Sim', 'Não'])),
        },
        {
          name: t(lang, 'Peso máximo soportado', 'Peso máximo suportado'),
          value: `${rng.int(10, 120)} kg`,
          unit: 'kg',
        },
      );
      break;
    case 'textile':
      s.push(
        {
          name: t(lang, 'Composición', 'Composição'),
          value: t(
            lang,
            rng.pick(['100% algodón', '50% algodón 50% poliéster', '100% poliéster', 'Lino']),
            rng.pick(['100% algodão', 'Poliéster', 'Linho']),
          ),
        },
        {
          name: t(lang, 'Cuidados', 'Cuidados'),
          value: t(lang, 'Lavable a máquina', 'Lavável na máquina'),
        },
        {
          name: t(lang, 'Dimensiones', 'Dimensões'),
          value: `${rng.int(4, 24) * 10} x ${rng.int(4, 30) * 10} cm`,
          unit: 'cm',
        },
      );
      break;
    case 'building':
      s.push(
        {
          name: t(lang, 'Contenido', 'Conteúdo'),
          value: /(\d+[,.]?\d*) kg/.exec(name)?.[0] ?? `${rng.pick([1, 20, 25, 42.5])} kg`,
        },
        {
          name: t(lang, 'Uso', 'Uso'),
          value: t(
            lang,
            rng.pick(['Obra gruesa', 'Terminaciones', 'Estructural']),
            rng.pick(['Obra bruta', 'Acabamento', 'Estrutural']),
          ),
        },
        {
          name: t(lang, 'Dimensiones', 'Dimensões'),
          value: dims(rng, [10, 120], [5, 60], [2, 30]),
          unit: 'cm',
        },
      );
      break;
    case 'appliance':
      s.push(
        { name: t(lang, 'Voltaje', 'Voltagem'), value: `${voltage} V`, unit: 'V' },
        {
          name: t(lang, 'Potencia', 'Potência'),
          value: `${watts || rng.pick([45, 60, 1500, 2000, 2200])} W`,
          unit: 'W',
        },
        {
          name: t(lang, 'Capacidad', 'Capacidade'),
          value: rng.pick(['10 L/min', '13 L/min', '80 L', '3 velocidades']),
        },
        {
          name: t(lang, 'Eficiencia energética', 'Eficiência energética'),
          value: rng.pick(['A', 'A+', 'B']),
        },
        warranty(rng, lang),
      );
      break;
    case 'hardware':
      s.push(
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['Aluminio', 'Acero', 'Zamak']),
            rng.pick(['Alumínio', 'Aço', 'Zamac']),
          ),
        },
        {
          name: t(lang, 'Carga máxima', 'Carga máxima'),
          value: `${rng.pick([100, 120, 150])} kg`,
          unit: 'kg',
        },
        { name: t(lang, 'Altura', 'Altura'), value: `${num(lang, rng.int(10, 40) / 10, 1)} m` },
        warranty(rng, lang),
      );
      break;
    case 'decor':
      s.push(
        {
          name: t(lang, 'Material', 'Material'),
          value: t(
            lang,
            rng.pick(['Cerámica', 'Vidrio', 'Gres', 'Ratán', 'Bambú']),
            rng.pick(['Cerâmica', 'Vidro', 'Grés', 'Rattan', 'Bambu']),
          ),
        },
        {
          name: t(lang, 'Dimensiones', 'Dimensões'),
          value: dims(rng, [8, 60], [8, 80], [5, 40]),
          unit: 'cm',
        },
      );
      break;
  }
  if (category.unit === 'litre' && facts.litres === null) facts.litres = 1;
  return facts;
};

/** Colours with their shopper-facing group (the primary_color_group facet) and swatch. */
export const COLORS: Array<{
  es: string;
  pt: string;
  groupEs: string;
  groupPt: string;
  hex: string;
}> = [
  { es: 'Blanco', pt: 'Branco', groupEs: 'Blanco', groupPt: 'Branco', hex: '#f5f5f2' },
  {
    es: 'Blanco invierno',
    pt: 'Branco gelo',
    groupEs: 'Blanco',
    groupPt: 'Branco',
    hex: '#eef0ee',
  },
  { es: 'Negro', pt: 'Preto', groupEs: 'Negro', groupPt: 'Preto', hex: '#1d1d1f' },
  { es: 'Gris perla', pt: 'Cinza claro', groupEs: 'Gris', groupPt: 'Cinza', hex: '#c8c9c7' },
  { es: 'Gris grafito', pt: 'Grafite', groupEs: 'Gris', groupPt: 'Cinza', hex: '#4a4d50' },
  { es: 'Beige', pt: 'Bege', groupEs: 'Beige', groupPt: 'Bege', hex: '#d8c6a5' },
  { es: 'Arena', pt: 'Areia', groupEs: 'Beige', groupPt: 'Bege', hex: '#cdb891' },
  { es: 'Azul marino', pt: 'Azul marinho', groupEs: 'Azul', groupPt: 'Azul', hex: '#1f3a5f' },
  { es: 'Celeste', pt: 'Azul céu', groupEs: 'Azul', groupPt: 'Azul', hex: '#8ec5e8' },
  { es: 'Rojo colonial', pt: 'Vermelho', groupEs: 'Rojo', groupPt: 'Vermelho', hex: '#a33a2c' },
  { es: 'Verde salvia', pt: 'Verde sálvia', groupEs: 'Verde', groupPt: 'Verde', hex: '#9caf88' },
  { es: 'Nogal', pt: 'Nogueira', groupEs: 'Café', groupPt: 'Marrom', hex: '#6b4a2f' },
  { es: 'Roble natural', pt: 'Carvalho', groupEs: 'Café', groupPt: 'Marrom', hex: '#b08a5a' },
  { es: 'Amarillo', pt: 'Amarelo', groupEs: 'Amarillo', groupPt: 'Amarelo', hex: '#e8c547' },
  { es: 'Terracota', pt: 'Terracota', groupEs: 'Rojo', groupPt: 'Vermelho', hex: '#c0673e' },
];

/** Container sizes of paint (litres) as each language names them. */
export const PAINT_SIZES: Record<Lang, Array<{ label: string; litres: number; factor: number }>> = {
  es: [
    { label: '1/4 galón', litres: 0.95, factor: 0.3 },
    { label: '1 galón', litres: 3.78, factor: 1 },
    { label: 'Tineta 4 galones', litres: 15.1, factor: 3.4 },
  ],
  pt: [
    { label: 'Quarto 0,9 L', litres: 0.9, factor: 0.3 },
    { label: 'Galão 3,6 L', litres: 3.6, factor: 1 },
    { label: 'Lata 18 L', litres: 18, factor: 3.8 },
  ],
};

export const SIZES: Record<string, Array<{ label: string; factor: number }>> = {
  pot: [
    { label: '20 cm', factor: 0.6 },
    { label: '30 cm', factor: 1 },
    { label: '40 cm', factor: 1.6 },
  ],
  door: [
    { label: '70 x 200 cm', factor: 0.9 },
    { label: '80 x 200 cm', factor: 1 },
    { label: '90 x 200 cm', factor: 1.1 },
  ],
  rug: [
    { label: '120 x 170 cm', factor: 0.6 },
    { label: '160 x 230 cm', factor: 1 },
    { label: '200 x 290 cm', factor: 1.6 },
  ],
  mirror: [
    { label: '50 cm', factor: 0.7 },
    { label: '70 cm', factor: 1 },
    { label: '90 cm', factor: 1.4 },
  ],
  box: [
    { label: 'S', factor: 0.6 },
    { label: 'M', factor: 1 },
    { label: 'L', factor: 1.4 },
  ],
  cushion: [
    { label: '1 plaza', factor: 0.7 },
    { label: '2 plazas', factor: 1 },
    { label: 'King', factor: 1.4 },
  ],
};
