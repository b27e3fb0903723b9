/**
 * The catalogue's departments, categories and product families, in Spanish and Portuguese.
 * `{plumbing}`, `{tap}`, `{bulb}`, `{heater}`, `{rebar}` are replaced by each country's word.
 * Level 1 = department, level 2 = category, level 3 = a group of the category's products.
 */
export type Kind =
  | 'tile'
  | 'paint'
  | 'drill'
  | 'saw'
  | 'hammer'
  | 'faucet'
  | 'toilet'
  | 'pipe'
  | 'cable'
  | 'bulb'
  | 'lamp'
  | 'ladder'
  | 'hose'
  | 'mower'
  | 'pot'
  | 'shelf'
  | 'box'
  | 'door'
  | 'lock'
  | 'fan'
  | 'heater'
  | 'sofa'
  | 'chair'
  | 'table'
  | 'mirror'
  | 'rug'
  | 'curtain'
  | 'cushion'
  | 'plate'
  | 'towel'
  | 'sack'
  | 'plank';

export interface Loc {
  es: string;
  pt: string;
}
const L = (es: string, pt: string = es): Loc => ({ es, pt });

/** Which specifications a family gets (see specs.ts). */
export type SpecKind =
  | 'powerTool'
  | 'handTool'
  | 'tile'
  | 'paint'
  | 'plumbing'
  | 'electric'
  | 'lighting'
  | 'garden'
  | 'furniture'
  | 'textile'
  | 'building'
  | 'appliance'
  | 'hardware'
  | 'decor';

export interface Family {
  /** Level-3 category name (plural). */
  group: Loc;
  /** Product nouns of the group (singular, as a product name starts). */
  nouns: Loc[];
  /** Name qualifiers (model features, sizes) the generator appends. */
  qualifiers: Loc[];
}

export interface CategoryDef {
  name: Loc;
  kind: Kind;
  specs: SpecKind;
  /** Price range of one item (or one box / one m²) in US dollars. */
  usd: [number, number];
  unit?: 'm2' | 'litre' | 'metre';
  /** How products of the category vary. */
  variants?: 'COLOR' | 'SIZE' | 'COLOR_AND_SIZE';
  families: Family[];
}

export interface DepartmentDef {
  name: Loc;
  categories: CategoryDef[];
}

const fam = (group: Loc, nouns: Loc[], qualifiers: Loc[]): Family => ({ group, nouns, qualifiers });

export const HOME_IMPROVEMENT: DepartmentDef[] = [
  {
    name: L('Herramientas', 'Ferramentas'),
    categories: [
      {
        name: L('Herramientas eléctricas', 'Ferramentas elétricas'),
        kind: 'drill',
        specs: 'powerTool',
        usd: [35, 420],
        families: [
          fam(
            L('Taladros', 'Furadeiras'),
            [
              L('Taladro percutor', 'Furadeira de impacto'),
              L('Taladro inalámbrico', 'Furadeira sem fio'),
            ],
            [
              L('13 mm'),
              L('10 mm'),
              L('20 V'),
              L('12 V'),
              L('650 W'),
              L('800 W'),
              L('con maletín', 'com maleta'),
            ],
          ),
          fam(
            L('Rotomartillos', 'Marteletes'),
            [
              L('Rotomartillo SDS Plus', 'Martelete rompedor SDS Plus'),
              L('Rotomartillo inalámbrico', 'Martelete sem fio'),
            ],
            [L('800 W'), L('1.050 W', '1.050 W'), L('2,5 J'), L('18 V')],
          ),
          fam(
            L('Atornilladores', 'Parafusadeiras'),
            [
              L('Atornillador inalámbrico', 'Parafusadeira sem fio'),
              L('Atornillador de impacto', 'Parafusadeira de impacto'),
            ],
            [L('12 V'), L('20 V'), L('con 2 baterías', 'com 2 baterias'), L('1/4"')],
          ),
          fam(
            L('Esmeriles angulares', 'Esmerilhadeiras'),
            [L('Esmeril angular', 'Esmerilhadeira angular')],
            [L('4 1/2"'), L('7"'), L('750 W'), L('2.200 W', '2.200 W')],
          ),
        ],
      },
      {
        name: L('Sierras', 'Serras'),
        kind: 'saw',
        specs: 'powerTool',
        usd: [45, 520],
        families: [
          fam(
            L('Sierras circulares', 'Serras circulares'),
            [L('Sierra circular', 'Serra circular')],
            [L('7 1/4"'), L('1.400 W', '1.400 W'), L('1.800 W')],
          ),
          fam(
            L('Caladoras', 'Serras tico-tico'),
            [L('Sierra caladora', 'Serra tico-tico')],
            [L('500 W'), L('650 W'), L('pendular')],
          ),
          fam(
            L('Ingletadoras', 'Serras de esquadria'),
            [L('Sierra ingletadora', 'Serra de esquadria')],
            [L('10"'), L('12"'), L('telescópica', 'telescópica')],
          ),
        ],
      },
      {
        name: L('Herramientas manuales', 'Ferramentas manuais'),
        kind: 'hammer',
        specs: 'handTool',
        usd: [4, 90],
        families: [
          fam(
            L('Martillos', 'Martelos'),
            [L('Martillo carpintero', 'Martelo de unha'), L('Combo', 'Marreta')],
            [L('16 oz'), L('20 oz'), L('mango de fibra', 'cabo de fibra'), L('2 lb')],
          ),
          fam(
            L('Destornilladores', 'Chaves de fenda'),
            [
              L('Set de destornilladores', 'Jogo de chaves de fenda'),
              L('Destornillador paleta', 'Chave de fenda'),
            ],
            [
              L('6 piezas', '6 peças'),
              L('12 piezas', '12 peças'),
              L('punta imantada', 'ponta imantada'),
            ],
          ),
          fam(
            L('Llaves y alicates', 'Chaves e alicates'),
            [L('Llave ajustable', 'Chave ajustável'), L('Alicate universal', 'Alicate universal')],
            [L('8"'), L('10"'), L('cromo vanadio', 'cromo vanádio')],
          ),
          fam(
            L('Cajas de herramientas', 'Caixas de ferramentas'),
            [L('Caja de herramientas', 'Caixa de ferramentas')],
            [L('16"'), L('19"'), L('metálica', 'metálica'), L('plástica', 'plástica')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Construcción', 'Construção'),
    categories: [
      {
        name: L('Materiales de obra', 'Materiais básicos'),
        kind: 'sack',
        specs: 'building',
        usd: [5, 40],
        families: [
          fam(
            L('Cementos', 'Cimentos'),
            [L('Cemento', 'Cimento'), L('Mortero predosificado', 'Argamassa pronta')],
            [L('25 kg'), L('42,5 kg', '50 kg'), L('especial', 'CP II')],
          ),
          fam(
            L('Fierros y mallas', 'Vergalhões e telas'),
            [L('{rebar} estriado', '{rebar} CA-50'), L('Malla electrosoldada', 'Tela soldada')],
            [L('8 mm x 6 m'), L('10 mm x 6 m', '10 mm x 12 m'), L('12 mm x 6 m', '12 mm x 12 m')],
          ),
        ],
      },
      {
        name: L('Maderas y tableros', 'Madeiras e chapas'),
        kind: 'plank',
        specs: 'building',
        usd: [4, 80],
        families: [
          fam(
            L('Maderas', 'Madeiras'),
            [L('Pino dimensionado', 'Caibro de pinus'), L('Pino cepillado', 'Sarrafo aparelhado')],
            [L('2x2" x 3,2 m'), L('2x4" x 3,2 m'), L('1x4" x 3,2 m')],
          ),
          fam(
            L('Tableros', 'Chapas'),
            [
              L('Tablero OSB', 'Chapa OSB'),
              L('Terciado estructural', 'Compensado naval'),
              L('MDF'),
            ],
            [L('9 mm'), L('15 mm'), L('18 mm'), L('1,22 x 2,44 m')],
          ),
        ],
      },
      {
        name: L('Escaleras', 'Escadas'),
        kind: 'ladder',
        specs: 'hardware',
        usd: [30, 260],
        families: [
          fam(
            L('Escaleras de aluminio', 'Escadas de alumínio'),
            [
              L('Escalera tijera', 'Escada tesoura'),
              L('Escalera multipropósito', 'Escada multiuso'),
            ],
            [
              L('5 peldaños', '5 degraus'),
              L('7 peldaños', '7 degraus'),
              L('4x4'),
              L('aluminio', 'alumínio'),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: L('Pisos y revestimientos', 'Pisos e revestimentos'),
    categories: [
      {
        name: L('Cerámicas', 'Cerâmicas'),
        kind: 'tile',
        specs: 'tile',
        usd: [7, 28],
        unit: 'm2',
        variants: 'COLOR',
        families: [
          fam(
            L('Cerámicas de piso', 'Pisos cerâmicos'),
            [L('Cerámica piso', 'Piso cerâmico')],
            [
              L('Roma 45x45 cm'),
              L('Toscana 60x60 cm'),
              L('Madera rústica 20x60 cm', 'Madeira rústica 20x60 cm'),
              L('Cemento 33x33 cm', 'Cimento 45x45 cm'),
            ],
          ),
          fam(
            L('Cerámicas de muro', 'Revestimentos de parede'),
            [L('Cerámica muro', 'Revestimento cerâmico')],
            [
              L('Subway 10x20 cm'),
              L('Blanco brillante 25x40 cm', 'Branco brilhante 32x57 cm'),
              L('Mosaico 30x30 cm'),
            ],
          ),
        ],
      },
      {
        name: L('Porcelanatos', 'Porcelanatos'),
        kind: 'tile',
        specs: 'tile',
        usd: [14, 55],
        unit: 'm2',
        variants: 'COLOR',
        families: [
          fam(
            L('Porcelanatos', 'Porcelanatos'),
            [L('Porcelanato', 'Porcelanato')],
            [
              L('Mármol pulido 60x60 cm', 'Marmorizado polido 60x60 cm'),
              L('Símil madera 20x120 cm', 'Amadeirado 20x120 cm'),
              L('Cemento 60x120 cm', 'Cimentício 60x120 cm'),
            ],
          ),
        ],
      },
      {
        name: L('Pisos flotantes', 'Pisos laminados'),
        kind: 'plank',
        specs: 'tile',
        usd: [9, 30],
        unit: 'm2',
        variants: 'COLOR',
        families: [
          fam(
            L('Pisos laminados', 'Pisos laminados'),
            [L('Piso flotante', 'Piso laminado'), L('Piso vinílico', 'Piso vinílico')],
            [L('7 mm AC3'), L('8 mm AC4'), L('click'), L('Roble', 'Carvalho')],
          ),
        ],
      },
      {
        name: L('Adhesivos y fragües', 'Argamassas e rejuntes'),
        kind: 'sack',
        specs: 'building',
        usd: [4, 25],
        families: [
          fam(
            L('Adhesivos cerámicos', 'Argamassas colantes'),
            [L('Adhesivo cerámico', 'Argamassa colante'), L('Fragüe', 'Rejunte')],
            [L('25 kg', '20 kg'), L('porcelanato'), L('flexible', 'flexível'), L('1 kg')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Pinturas', 'Tintas'),
    categories: [
      {
        name: L('Pinturas para interior', 'Tintas para interiores'),
        kind: 'paint',
        specs: 'paint',
        usd: [12, 140],
        unit: 'litre',
        variants: 'COLOR_AND_SIZE',
        families: [
          fam(
            L('Látex', 'Tintas acrílicas'),
            [
              L('Pintura látex', 'Tinta acrílica'),
              L('Pintura látex lavable', 'Tinta acrílica lavável'),
            ],
            [L('mate', 'fosca'), L('satinado', 'acetinada'), L('antihongos', 'antimofo')],
          ),
          fam(
            L('Esmaltes al agua', 'Esmaltes à base d’água'),
            [L('Esmalte al agua', 'Esmalte à base d’água')],
            [L('brillante', 'brilhante'), L('semibrillo', 'semibrilho')],
          ),
        ],
      },
      {
        name: L('Pinturas para exterior', 'Tintas para exteriores'),
        kind: 'paint',
        specs: 'paint',
        usd: [18, 170],
        unit: 'litre',
        variants: 'COLOR_AND_SIZE',
        families: [
          fam(
            L('Pinturas de fachada', 'Tintas para fachada'),
            [
              L('Pintura fachada', 'Tinta para fachada'),
              L('Impermeabilizante', 'Impermeabilizante'),
            ],
            [
              L('elastomérica', 'elastomérica'),
              L('antihongos', 'antimofo'),
              L('10 años', '10 anos'),
            ],
          ),
          fam(
            L('Barnices y protectores', 'Vernizes e stains'),
            [L('Barniz marino', 'Verniz marítimo'), L('Protector de madera', 'Stain para madeira')],
            [
              L('brillante', 'brilhante'),
              L('satinado', 'acetinado'),
              L('con filtro UV', 'com filtro UV'),
            ],
          ),
        ],
      },
      {
        name: L('Accesorios de pintura', 'Acessórios para pintura'),
        kind: 'paint',
        specs: 'handTool',
        usd: [2, 30],
        families: [
          fam(
            L('Rodillos y brochas', 'Rolos e pincéis'),
            [L('Rodillo', 'Rolo de lã'), L('Brocha', 'Pincel'), L('Set de pintura', 'Kit pintura')],
            [L('23 cm'), L('2"'), L('3 piezas', '3 peças'), L('antigota', 'antirrespingo')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Baño', 'Banheiro'),
    categories: [
      {
        name: L('Grifería', 'Torneiras e metais'),
        kind: 'faucet',
        specs: 'plumbing',
        usd: [18, 260],
        variants: 'COLOR',
        families: [
          fam(
            L('Grifería de lavamanos', 'Torneiras para banheiro'),
            [
              L('Monomando lavamanos', 'Monocomando para lavatório'),
              L('{tap} lavamanos', '{tap} para lavatório'),
            ],
            [L('cromado', 'cromado'), L('cascada', 'cascata'), L('alto', 'bica alta')],
          ),
          fam(
            L('Grifería de ducha', 'Chuveiros e duchas'),
            [
              L('Monomando ducha', 'Misturador para chuveiro'),
              L('Set de ducha', 'Ducha higiênica'),
            ],
            [
              L('con barra', 'com barra'),
              L('lluvia 20 cm', 'chuveiro 20 cm'),
              L('termostático', 'termostático'),
            ],
          ),
        ],
      },
      {
        name: L('Sanitarios', 'Louças sanitárias'),
        kind: 'toilet',
        specs: 'plumbing',
        usd: [60, 480],
        families: [
          fam(
            L('Inodoros', 'Vasos sanitários'),
            [
              L('Inodoro one piece', 'Vaso sanitário com caixa acoplada'),
              L('Inodoro', 'Bacia sanitária'),
            ],
            [
              L('doble descarga', 'duplo acionamento'),
              L('asiento slow down', 'assento soft close'),
              L('blanco', 'branco'),
            ],
          ),
          fam(
            L('Lavamanos', 'Cubas e lavatórios'),
            [
              L('Lavamanos con pedestal', 'Lavatório com coluna'),
              L('Vanitorio', 'Gabinete com cuba'),
            ],
            [L('50 cm'), L('60 cm'), L('80 cm'), L('blanco', 'branco')],
          ),
        ],
      },
    ],
  },
  {
    name: L('{plumbing}', '{plumbing}'),
    categories: [
      {
        name: L('Cañerías y fittings', 'Tubos e conexões'),
        kind: 'pipe',
        specs: 'plumbing',
        usd: [1, 30],
        unit: 'metre',
        families: [
          fam(
            L('Tuberías de PVC', 'Tubos de PVC'),
            [
              L('Tubo PVC hidráulico', 'Tubo PVC soldável'),
              L('Tubo PVC sanitario', 'Tubo PVC esgoto'),
            ],
            [L('20 mm'), L('25 mm'), L('40 mm'), L('110 mm'), L('tira 6 m', 'barra 6 m')],
          ),
          fam(
            L('Llaves de paso', 'Registros'),
            [L('{tap} de paso', 'Registro de gaveta'), L('{tap} de bola', 'Registro de esfera')],
            [L('1/2"'), L('3/4"'), L('bronce', 'bronze')],
          ),
        ],
      },
      {
        name: L('Agua caliente', 'Aquecimento de água'),
        kind: 'heater',
        specs: 'appliance',
        usd: [140, 900],
        families: [
          fam(
            L('{heater}s', 'Aquecedores'),
            [L('{heater} a gas', 'Aquecedor a gás'), L('{heater} eléctrico', 'Aquecedor elétrico')],
            [L('10 L/min'), L('13 L/min'), L('80 L'), L('ionizado', 'digital')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Electricidad', 'Elétrica'),
    categories: [
      {
        name: L('Cables', 'Fios e cabos'),
        kind: 'cable',
        specs: 'electric',
        usd: [0.4, 6],
        unit: 'metre',
        variants: 'COLOR',
        families: [
          fam(
            L('Cables eléctricos', 'Cabos flexíveis'),
            [L('Cable THHN', 'Cabo flexível'), L('Cable eléctrico flexible', 'Fio sólido')],
            [L('12 AWG'), L('14 AWG'), L('1,5 mm²'), L('2,5 mm²')],
          ),
        ],
      },
      {
        name: L('Enchufes e interruptores', 'Tomadas e interruptores'),
        kind: 'box',
        specs: 'electric',
        usd: [2, 35],
        variants: 'COLOR',
        families: [
          fam(
            L('Enchufes', 'Tomadas'),
            [L('Enchufe doble', 'Tomada dupla'), L('Enchufe con USB', 'Tomada com USB')],
            [L('10 A'), L('16 A'), L('modular')],
          ),
          fam(
            L('Interruptores', 'Interruptores'),
            [
              L('Interruptor 9/12', 'Interruptor simples'),
              L('Interruptor doble', 'Interruptor duplo'),
            ],
            [L('10 A'), L('embutido', 'de embutir')],
          ),
        ],
      },
      {
        name: L('{bulb}s', 'Lâmpadas'),
        kind: 'bulb',
        specs: 'lighting',
        usd: [1.5, 25],
        families: [
          fam(
            L('{bulb}s LED', 'Lâmpadas LED'),
            [
              L('{bulb} LED', 'Lâmpada LED'),
              L('{bulb} LED inteligente', 'Lâmpada LED inteligente'),
            ],
            [
              L('9 W E27'),
              L('12 W E27'),
              L('luz cálida', 'luz quente'),
              L('luz fría', 'luz fria'),
              L('pack 3', 'kit 3'),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: L('Iluminación', 'Iluminação'),
    categories: [
      {
        name: L('Lámparas', 'Luminárias'),
        kind: 'lamp',
        specs: 'lighting',
        usd: [12, 220],
        variants: 'COLOR',
        families: [
          fam(
            L('Lámparas de techo', 'Luminárias de teto'),
            [L('Lámpara colgante', 'Pendente'), L('Plafón LED', 'Plafon LED')],
            [L('1 luz'), L('3 luces', '3 lâmpadas'), L('24 W'), L('nórdica', 'escandinavo')],
          ),
          fam(
            L('Apliques y focos', 'Arandelas e spots'),
            [L('Aplique de muro', 'Arandela'), L('Foco proyector LED', 'Refletor LED')],
            [L('exterior'), L('50 W'), L('con sensor', 'com sensor')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Jardín', 'Jardim'),
    categories: [
      {
        name: L('Riego', 'Irrigação'),
        kind: 'hose',
        specs: 'garden',
        usd: [6, 90],
        families: [
          fam(
            L('Mangueras', 'Mangueiras'),
            [
              L('Manguera reforzada', 'Mangueira reforçada'),
              L('Carro portamanguera', 'Enrolador de mangueira'),
            ],
            [L('15 m'), L('25 m'), L('1/2"'), L('con pistola', 'com esguicho')],
          ),
        ],
      },
      {
        name: L('Cortadoras de pasto', 'Cortadores de grama'),
        kind: 'mower',
        specs: 'powerTool',
        usd: [90, 650],
        families: [
          fam(
            L('Cortadoras de pasto', 'Cortadores de grama'),
            [
              L('Cortadora de pasto eléctrica', 'Cortador de grama elétrico'),
              L('Cortadora de pasto a bencina', 'Cortador de grama a gasolina'),
              L('Orilladora', 'Aparador de grama'),
            ],
            [L('1.200 W'), L('1.600 W'), L('140 cc'), L('38 cm')],
          ),
        ],
      },
      {
        name: L('Maceteros y plantas', 'Vasos e plantas'),
        kind: 'pot',
        specs: 'garden',
        usd: [3, 70],
        variants: 'SIZE',
        families: [
          fam(
            L('Maceteros', 'Vasos'),
            [L('Macetero', 'Vaso'), L('Jardinera', 'Floreira')],
            [
              L('terracota'),
              L('fibra de vidrio', 'fibra de vidro'),
              L('autorriego', 'autoirrigável'),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: L('Cocina', 'Cozinha'),
    categories: [
      {
        name: L('Muebles de cocina', 'Móveis de cozinha'),
        kind: 'shelf',
        specs: 'furniture',
        usd: [60, 600],
        variants: 'COLOR',
        families: [
          fam(
            L('Muebles base y murales', 'Armários de cozinha'),
            [
              L('Mueble base', 'Balcão de cozinha'),
              L('Mueble mural', 'Armário aéreo'),
              L('Kit de cocina', 'Cozinha compacta'),
            ],
            [L('80 cm'), L('120 cm'), L('melamina', 'MDP'), L('2 puertas', '2 portas')],
          ),
        ],
      },
      {
        name: L('Lavaplatos', 'Cubas de cozinha'),
        kind: 'faucet',
        specs: 'plumbing',
        usd: [25, 260],
        families: [
          fam(
            L('Lavaplatos y griferías de cocina', 'Cubas e torneiras de cozinha'),
            [
              L('Lavaplatos acero inoxidable', 'Cuba inox'),
              L('Monomando cocina', 'Torneira gourmet'),
            ],
            [L('1 cubeta', '1 cuba'), L('2 cubetas', '2 cubas'), L('caño alto', 'bica alta')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Climatización', 'Climatização'),
    categories: [
      {
        name: L('Ventilación', 'Ventilação'),
        kind: 'fan',
        specs: 'appliance',
        usd: [20, 180],
        families: [
          fam(
            L('Ventiladores', 'Ventiladores'),
            [
              L('Ventilador de pedestal', 'Ventilador de coluna'),
              L('Ventilador de techo', 'Ventilador de teto'),
            ],
            [
              L('16"'),
              L('40 cm'),
              L('3 velocidades', '3 velocidades'),
              L('con control remoto', 'com controle remoto'),
            ],
          ),
        ],
      },
      {
        name: L('Calefacción', 'Aquecedores'),
        kind: 'heater',
        specs: 'appliance',
        usd: [25, 350],
        families: [
          fam(
            L('Estufas', 'Aquecedores de ambiente'),
            [L('Estufa eléctrica', 'Aquecedor elétrico'), L('Estufa a gas', 'Aquecedor a óleo')],
            [L('2.000 W'), L('infrarroja', 'infravermelho'), L('con termostato', 'com termostato')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Puertas y ventanas', 'Portas e janelas'),
    categories: [
      {
        name: L('Puertas', 'Portas'),
        kind: 'door',
        specs: 'furniture',
        usd: [45, 420],
        variants: 'SIZE',
        families: [
          fam(
            L('Puertas de interior', 'Portas internas'),
            [L('Puerta MDF', 'Porta de madeira'), L('Puerta enchapada', 'Porta lisa')],
            [L('lisa', 'lisa'), L('3 paneles', '3 almofadas'), L('pino', 'pinus')],
          ),
        ],
      },
      {
        name: L('Cerraduras', 'Fechaduras'),
        kind: 'lock',
        specs: 'hardware',
        usd: [8, 260],
        families: [
          fam(
            L('Cerraduras y candados', 'Fechaduras e cadeados'),
            [
              L('Cerradura digital', 'Fechadura digital'),
              L('Cerradura de pomo', 'Fechadura tubular'),
              L('Candado', 'Cadeado'),
            ],
            [L('acero inoxidable', 'aço inox'), L('con llave', 'com chave'), L('50 mm')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Organización', 'Organização'),
    categories: [
      {
        name: L('Repisas y estantes', 'Prateleiras e estantes'),
        kind: 'shelf',
        specs: 'furniture',
        usd: [8, 160],
        variants: 'COLOR',
        families: [
          fam(
            L('Repisas', 'Prateleiras'),
            [L('Repisa flotante', 'Prateleira invisível'), L('Estante metálico', 'Estante de aço')],
            [L('60 cm'), L('90 cm'), L('5 niveles', '5 prateleiras')],
          ),
        ],
      },
      {
        name: L('Cajas organizadoras', 'Caixas organizadoras'),
        kind: 'box',
        specs: 'decor',
        usd: [3, 35],
        variants: 'SIZE',
        families: [
          fam(
            L('Cajas y canastos', 'Caixas e cestos'),
            [L('Caja organizadora', 'Caixa organizadora'), L('Canasto', 'Cesto')],
            [L('con tapa', 'com tampa'), L('transparente'), L('apilable', 'empilhável')],
          ),
        ],
      },
    ],
  },
];

/** homy: the home-decor site. */
export const HOME_DECOR: DepartmentDef[] = [
  {
    name: L('Decoración'),
    categories: [
      {
        name: L('Espejos y cuadros'),
        kind: 'mirror',
        specs: 'decor',
        usd: [12, 180],
        variants: 'SIZE',
        families: [
          fam(
            L('Espejos'),
            [L('Espejo redondo'), L('Espejo de cuerpo entero'), L('Espejo sol')],
            [L('marco dorado'), L('marco negro'), L('ratán')],
          ),
          fam(
            L('Cuadros'),
            [L('Cuadro canvas'), L('Set de cuadros')],
            [L('botánico'), L('abstracto'), L('blanco y negro')],
          ),
        ],
      },
      {
        name: L('Objetos decorativos'),
        kind: 'pot',
        specs: 'decor',
        usd: [5, 60],
        variants: 'COLOR',
        families: [
          fam(
            L('Floreros'),
            [L('Florero de vidrio'), L('Florero cerámico')],
            [L('texturado'), L('mate'), L('alto')],
          ),
          fam(
            L('Velas y aromas'),
            [L('Vela aromática'), L('Difusor de varillas')],
            [L('vainilla'), L('lavanda'), L('sándalo')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Textil hogar'),
    categories: [
      {
        name: L('Ropa de cama'),
        kind: 'cushion',
        specs: 'textile',
        usd: [15, 160],
        variants: 'COLOR_AND_SIZE',
        families: [
          fam(
            L('Sábanas'),
            [L('Juego de sábanas'), L('Sábanas percal')],
            [L('algodón 180 hilos'), L('microfibra'), L('400 hilos')],
          ),
          fam(
            L('Plumones y quilts'),
            [L('Plumón'), L('Quilt')],
            [L('reversible'), L('hotelero'), L('liviano')],
          ),
        ],
      },
      {
        name: L('Cortinas'),
        kind: 'curtain',
        specs: 'textile',
        usd: [12, 120],
        variants: 'COLOR',
        families: [
          fam(
            L('Cortinas'),
            [L('Cortina black out'), L('Cortina de lino'), L('Cortina roller')],
            [L('140x220 cm'), L('2 paños'), L('texturada')],
          ),
        ],
      },
      {
        name: L('Alfombras'),
        kind: 'rug',
        specs: 'textile',
        usd: [20, 350],
        variants: 'SIZE',
        families: [
          fam(
            L('Alfombras'),
            [L('Alfombra'), L('Bajada de cama')],
            [L('yute'), L('shaggy'), L('geométrica'), L('lavable')],
          ),
        ],
      },
      {
        name: L('Cojines y mantas'),
        kind: 'cushion',
        specs: 'textile',
        usd: [6, 60],
        variants: 'COLOR',
        families: [
          fam(
            L('Cojines'),
            [L('Cojín'), L('Funda de cojín')],
            [L('45x45 cm'), L('terciopelo'), L('bordado')],
          ),
          fam(L('Mantas'), [L('Manta tejida'), L('Pie de cama')], [L('chenille'), L('con flecos')]),
        ],
      },
    ],
  },
  {
    name: L('Muebles'),
    categories: [
      {
        name: L('Living'),
        kind: 'sofa',
        specs: 'furniture',
        usd: [80, 1200],
        variants: 'COLOR',
        families: [
          fam(
            L('Sofás'),
            [L('Sofá 3 cuerpos'), L('Sofá seccional'), L('Futón')],
            [L('lino'), L('chenille'), L('patas de madera')],
          ),
          fam(L('Sillones'), [L('Sillón'), L('Pouf')], [L('giratorio'), L('bouclé'), L('nórdico')]),
        ],
      },
      {
        name: L('Comedor'),
        kind: 'table',
        specs: 'furniture',
        usd: [40, 900],
        families: [
          fam(
            L('Mesas'),
            [L('Mesa de comedor'), L('Mesa de centro'), L('Mesa lateral')],
            [L('4 personas'), L('6 personas'), L('redonda'), L('roble')],
          ),
          fam(
            L('Sillas'),
            [L('Silla de comedor'), L('Piso de bar')],
            [L('tapizada'), L('eames'), L('set de 2')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Iluminación decorativa'),
    categories: [
      {
        name: L('Lámparas de mesa y pie'),
        kind: 'lamp',
        specs: 'lighting',
        usd: [15, 250],
        variants: 'COLOR',
        families: [
          fam(
            L('Lámparas de pie'),
            [L('Lámpara de pie'), L('Lámpara arco')],
            [L('trípode'), L('pantalla de lino'), L('ratán')],
          ),
          fam(
            L('Lámparas de mesa'),
            [L('Lámpara de mesa'), L('Lámpara de velador')],
            [L('cerámica'), L('vidrio'), L('LED')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Cocina y mesa'),
    categories: [
      {
        name: L('Vajilla'),
        kind: 'plate',
        specs: 'decor',
        usd: [6, 120],
        variants: 'COLOR',
        families: [
          fam(
            L('Vajillas'),
            [L('Vajilla'), L('Set de platos'), L('Set de mugs')],
            [L('18 piezas'), L('gres'), L('porcelana')],
          ),
        ],
      },
    ],
  },
  {
    name: L('Baño deco'),
    categories: [
      {
        name: L('Toallas y accesorios'),
        kind: 'towel',
        specs: 'textile',
        usd: [5, 60],
        variants: 'COLOR',
        families: [
          fam(
            L('Toallas'),
            [L('Toalla'), L('Set de toallas')],
            [L('500 g/m²'), L('algodón egipcio'), L('rizo')],
          ),
          fam(
            L('Accesorios de baño'),
            [L('Dispensador de jabón'), L('Set de baño')],
            [L('cerámica'), L('bambú')],
          ),
        ],
      },
    ],
  },
];
