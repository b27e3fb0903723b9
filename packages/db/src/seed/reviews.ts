import type { Rng } from './prng';
import type { Kind } from './taxonomy';

/**
 * Review texts built from parts, so that tens of thousands of reviews read like different people:
 * a title for the rating, a sentence about the kind of product (a drill's power, a paint's
 * coverage, a tile's finish), one or two about price, delivery, fitting or the store, sometimes an
 * opening and a closing. Each part matches the rating: five stars never complain, one star never
 * praises. Spanish and Portuguese (Latin-1 only: README finding 1).
 */

type Lang = 'es' | 'pt';
type Mood = 'good' | 'mixed' | 'bad';

type Group = 'tools' | 'paint' | 'floors' | 'plumbing' | 'electric' | 'home' | 'hardware';

const GROUP: Record<Kind, Group> = {
  drill: 'tools',
  saw: 'tools',
  hammer: 'tools',
  mower: 'tools',
  ladder: 'tools',
  paint: 'paint',
  tile: 'floors',
  plank: 'floors',
  rug: 'floors',
  faucet: 'plumbing',
  toilet: 'plumbing',
  pipe: 'plumbing',
  hose: 'plumbing',
  cable: 'electric',
  bulb: 'electric',
  lamp: 'electric',
  fan: 'electric',
  heater: 'electric',
  sofa: 'home',
  chair: 'home',
  table: 'home',
  mirror: 'home',
  curtain: 'home',
  cushion: 'home',
  plate: 'home',
  towel: 'home',
  pot: 'home',
  shelf: 'home',
  box: 'hardware',
  door: 'hardware',
  lock: 'hardware',
  sack: 'hardware',
};

interface Parts {
  titles: Record<1 | 2 | 3 | 4 | 5, string[]>;
  openers: Record<Mood, string[]>;
  product: Record<Group, Record<'good' | 'bad', string[]>>;
  general: Record<'good' | 'bad', string[]>;
  /** A small reservation in a good review (four stars). */
  butSmall: string[];
  /** Something that was fine in a bad review (two stars). */
  atLeast: string[];
  closers: Record<1 | 2 | 3 | 4 | 5, string[]>;
}

const ES: Parts = {
  titles: {
    5: [
      'Excelente',
      'Muy buena compra',
      'Superó mis expectativas',
      'Lo recomiendo',
      'Tal cual la foto',
      'Impecable',
      'Cumple y de sobra',
      'Muy conforme',
    ],
    4: ['Buena compra', 'Bien, con un detalle', 'Conforme', 'Buen producto', 'Recomendable'],
    3: ['Cumple', 'Regular', 'Ni bueno ni malo', 'Está bien para el precio', 'Aceptable'],
    2: ['Podría ser mejor', 'Esperaba más', 'No del todo conforme', 'Poco durable'],
    1: ['No lo recomiendo', 'Mala experiencia', 'Decepcionante', 'No funcionó'],
  },
  openers: {
    good: [
      'Lo compré para remodelar la casa.',
      'Segunda vez que lo compro.',
      'Lo usé el fin de semana.',
      'Lo elegí por las opiniones y no me arrepiento.',
      'Lo compré para un trabajo en la casa de mis papás.',
    ],
    mixed: [
      'Lo compré para un arreglo rápido.',
      'Lo llevo usando un par de semanas.',
      'Lo compré por el precio.',
    ],
    bad: [
      'Lo compré con buenas expectativas.',
      'Lo usé solo un par de veces.',
      'Lo compré para una obra chica.',
    ],
  },
  product: {
    tools: {
      good: [
        'Tiene buena potencia y la batería dura toda la jornada.',
        'Es liviano y se siente firme en la mano.',
        'Corta parejo y sin vibrar.',
        'Trae maletín y los accesorios básicos.',
        'Perfora concreto sin problemas.',
      ],
      bad: [
        'Se calienta rápido con el uso.',
        'La batería dura muy poco.',
        'El mandril quedó con juego a la semana.',
        'Vibra bastante y cansa la mano.',
      ],
    },
    paint: {
      good: [
        'Cubre muy bien, con dos manos quedó perfecto.',
        'Casi no tiene olor y seca rápido.',
        'El color es idéntico al de la carta.',
        'Rinde más de lo que dice el envase.',
        'Se aplica fácil con rodillo.',
      ],
      bad: [
        'Necesité tres manos para cubrir.',
        'El tono quedó distinto al de la carta.',
        'Se descascaró en el baño a los pocos meses.',
        'Tiene un olor fuerte que dura días.',
      ],
    },
    floors: {
      good: [
        'Las piezas vienen parejas y sin despuntes.',
        'Quedó muy bonito, el tono es igual a la foto.',
        'Se instala fácil y el calce es exacto.',
        'Es resistente, ya pasó la prueba de los niños.',
        'El rendimiento por caja es el que indica.',
      ],
      bad: [
        'Varias piezas llegaron quebradas.',
        'Las cajas traían tonos distintos.',
        'Se raya con facilidad.',
        'El calce no es parejo y se nota en las uniones.',
      ],
    },
    plumbing: {
      good: [
        'Buena presión y no gotea.',
        'La instalación fue sencilla, trae todo lo necesario.',
        'Se ve de buena calidad, el acabado es firme.',
        'Ahorra agua y funciona perfecto.',
      ],
      bad: [
        'Empezó a gotear al mes.',
        'Faltaron piezas para instalarlo.',
        'El acabado se manchó rápido.',
        'Las conexiones no calzan con las estándar.',
      ],
    },
    electric: {
      good: [
        'Ilumina muy bien y consume poco.',
        'Funciona silencioso.',
        'Fácil de conectar, las instrucciones son claras.',
        'Calienta rápido la pieza.',
        'Buena terminación y se ve moderno.',
      ],
      bad: [
        'Dejó de funcionar a las pocas semanas.',
        'Hace un zumbido molesto.',
        'La luz es más fría de lo que esperaba.',
        'El cable es muy corto.',
      ],
    },
    home: {
      good: [
        'Se ve muy bonito en el living.',
        'Los materiales son de buena calidad.',
        'Es cómodo y del tamaño justo.',
        'Fácil de armar, en media hora estaba listo.',
        'El color es tal cual la foto.',
      ],
      bad: [
        'Los materiales se sienten frágiles.',
        'El color no es el de la foto.',
        'Difícil de armar, las instrucciones no ayudan.',
        'Es más chico de lo que parece.',
      ],
    },
    hardware: {
      good: [
        'Es firme y de buen material.',
        'Calzó perfecto con las medidas que tenía.',
        'Resistente, justo lo que necesitaba para la obra.',
        'Bien terminado, sin rebabas.',
      ],
      bad: [
        'El material es más delgado de lo esperado.',
        'Las medidas no coinciden con la ficha.',
        'Se oxidó al poco tiempo.',
        'Llegó con golpes.',
      ],
    },
  },
  general: {
    good: [
      'Llegó antes de la fecha prometida.',
      'Muy buena relación precio-calidad.',
      'En la tienda me asesoraron muy bien.',
      'El retiro en tienda fue rápido.',
      'Venía bien embalado.',
      'El precio era mejor que en otros lados.',
    ],
    bad: [
      'La entrega se atrasó varios días.',
      'Venía mal embalado.',
      'Por el precio esperaba mejor calidad.',
      'Me costó que me atendieran el reclamo.',
      'Las instrucciones vienen incompletas.',
    ],
  },
  butSmall: [
    'Solo le falta un mejor manual.',
    'La entrega se demoró un poco.',
    'El embalaje podría ser mejor.',
    'Le pondría cinco estrellas si fuera un poco más barato.',
  ],
  atLeast: [
    'Al menos en la tienda me lo cambiaron sin problema.',
    'Lo bueno es que llegó a tiempo.',
    'El precio era bueno, eso sí.',
  ],
  closers: {
    5: ['Lo volvería a comprar.', '100 % recomendado.', 'Muy contento con la compra.', ''],
    4: ['En general, lo recomiendo.', 'Buena opción.', ''],
    3: ['Cumple para un uso ocasional.', 'Por ese precio, está bien.', ''],
    2: ['No sé si lo volvería a comprar.', 'Busquen otra opción.', ''],
    1: ['No lo volvería a comprar.', 'Pedí la devolución.', 'Fue dinero perdido.', ''],
  },
};

const PT: Parts = {
  titles: {
    5: [
      'Excelente',
      'Ótima compra',
      'Superou minhas expectativas',
      'Recomendo',
      'Igual à foto',
      'Impecável',
      'Muito satisfeito',
      'Vale cada centavo',
    ],
    4: ['Boa compra', 'Bom, com um detalhe', 'Satisfeito', 'Bom produto', 'Recomendável'],
    3: ['Atende', 'Razoável', 'Nem bom nem ruim', 'Ok pelo preço', 'Aceitável'],
    2: ['Poderia ser melhor', 'Esperava mais', 'Não fiquei satisfeito', 'Pouco durável'],
    1: ['Não recomendo', 'Experiência ruim', 'Decepcionante', 'Não funcionou'],
  },
  openers: {
    good: [
      'Comprei para a reforma da casa.',
      'É a segunda vez que compro.',
      'Usei no fim de semana.',
      'Escolhi pelas avaliações e não me arrependo.',
      'Comprei para um serviço na casa dos meus pais.',
    ],
    mixed: [
      'Comprei para um reparo rápido.',
      'Estou usando há umas duas semanas.',
      'Comprei pelo preço.',
    ],
    bad: [
      'Comprei com boas expectativas.',
      'Usei só duas vezes.',
      'Comprei para uma obra pequena.',
    ],
  },
  product: {
    tools: {
      good: [
        'Tem boa potência e a bateria dura o dia todo.',
        'É leve e firme na mão.',
        'Corta certinho e sem vibrar.',
        'Vem com maleta e os acessórios básicos.',
        'Fura concreto sem dificuldade.',
      ],
      bad: [
        'Esquenta rápido com o uso.',
        'A bateria dura muito pouco.',
        'O mandril ficou com folga em uma semana.',
        'Vibra bastante e cansa a mão.',
      ],
    },
    paint: {
      good: [
        'Cobre muito bem, com duas demãos ficou perfeito.',
        'Quase não tem cheiro e seca rápido.',
        'A cor é idêntica à do catálogo.',
        'Rende mais do que diz a lata.',
        'Fácil de aplicar com rolo.',
      ],
      bad: [
        'Precisei de três demãos para cobrir.',
        'A cor ficou diferente da do catálogo.',
        'Descascou no banheiro em poucos meses.',
        'Tem um cheiro forte que dura dias.',
      ],
    },
    floors: {
      good: [
        'As peças vêm uniformes e sem lascas.',
        'Ficou muito bonito, a tonalidade é igual à foto.',
        'Fácil de assentar e o encaixe é perfeito.',
        'É resistente, já passou no teste das crianças.',
        'O rendimento por caixa é o informado.',
      ],
      bad: [
        'Várias peças chegaram quebradas.',
        'As caixas vieram com tonalidades diferentes.',
        'Risca com facilidade.',
        'O encaixe não é uniforme e aparece nas juntas.',
      ],
    },
    plumbing: {
      good: [
        'Boa pressão e não pinga.',
        'A instalação foi simples, vem com tudo.',
        'Parece de boa qualidade, o acabamento é firme.',
        'Economiza água e funciona perfeitamente.',
      ],
      bad: [
        'Começou a pingar em um mês.',
        'Faltaram peças para instalar.',
        'O acabamento manchou rápido.',
        'As conexões não servem nas padrão.',
      ],
    },
    electric: {
      good: [
        'Ilumina muito bem e gasta pouco.',
        'Funciona em silêncio.',
        'Fácil de ligar, as instruções são claras.',
        'Esquenta o ambiente rápido.',
        'Bom acabamento e visual moderno.',
      ],
      bad: [
        'Parou de funcionar em poucas semanas.',
        'Faz um zumbido chato.',
        'A luz é mais fria do que eu esperava.',
        'O fio é muito curto.',
      ],
    },
    home: {
      good: [
        'Ficou lindo na sala.',
        'Os materiais são de boa qualidade.',
        'É confortável e do tamanho certo.',
        'Fácil de montar, em meia hora estava pronto.',
        'A cor é igual à da foto.',
      ],
      bad: [
        'Os materiais parecem frágeis.',
        'A cor não é a da foto.',
        'Difícil de montar, o manual não ajuda.',
        'É menor do que parece.',
      ],
    },
    hardware: {
      good: [
        'É firme e de bom material.',
        'Serviu certinho nas medidas que eu tinha.',
        'Resistente, exatamente o que eu precisava para a obra.',
        'Bem acabado, sem rebarbas.',
      ],
      bad: [
        'O material é mais fino do que eu esperava.',
        'As medidas não batem com a descrição.',
        'Enferrujou em pouco tempo.',
        'Chegou amassado.',
      ],
    },
  },
  general: {
    good: [
      'Chegou antes do prazo.',
      'Ótimo custo-benefício.',
      'Na loja me orientaram muito bem.',
      'A retirada na loja foi rápida.',
      'Veio bem embalado.',
      'O preço estava melhor que em outros lugares.',
    ],
    bad: [
      'A entrega atrasou vários dias.',
      'Veio mal embalado.',
      'Pelo preço esperava mais qualidade.',
      'Demoraram para atender minha reclamação.',
      'O manual veio incompleto.',
    ],
  },
  butSmall: [
    'Só falta um manual melhor.',
    'A entrega demorou um pouco.',
    'A embalagem poderia ser melhor.',
    'Daria cinco estrelas se fosse um pouco mais barato.',
  ],
  atLeast: [
    'Pelo menos a loja trocou sem problema.',
    'O bom é que chegou no prazo.',
    'O preço era bom, isso sim.',
  ],
  closers: {
    5: ['Compraria de novo.', 'Super recomendo.', 'Muito feliz com a compra.', ''],
    4: ['No geral, recomendo.', 'Boa opção.', ''],
    3: ['Atende para uso ocasional.', 'Por esse preço, está bom.', ''],
    2: ['Não sei se compraria de novo.', 'Procurem outra opção.', ''],
    1: ['Não compraria de novo.', 'Pedi a devolução.', 'Dinheiro jogado fora.', ''],
  },
};

/** Every part, by language (for the tests that check a text's parts match its rating). */
export const REVIEW_PARTS = { es: ES, pt: PT } as const;

/** A review's title and text for a rating of a product of a kind. */
export const reviewText = (
  lang: Lang,
  kind: Kind,
  rating: 1 | 2 | 3 | 4 | 5,
  rng: Rng,
): { title: string; text: string } => {
  const parts = lang === 'es' ? ES : PT;
  const about = parts.product[GROUP[kind]];
  const mood: Mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
  const sentences: string[] = [];
  if (rng.chance(0.4)) sentences.push(rng.pick(parts.openers[mood]));
  if (rating === 5) {
    sentences.push(rng.pick(about.good));
    if (rng.chance(0.6)) sentences.push(rng.pick(about.good.filter((s) => s !== sentences.at(-1))));
    sentences.push(rng.pick(parts.general.good));
  } else if (rating === 4) {
    sentences.push(rng.pick(about.good), rng.pick(parts.general.good), rng.pick(parts.butSmall));
  } else if (rating === 3) {
    const [good, bad] = rng.chance(0.5)
      ? [about.good, parts.general.bad]
      : [parts.general.good, about.bad];
    sentences.push(rng.pick(good), rng.pick(bad));
  } else if (rating === 2) {
    sentences.push(rng.pick(about.bad), rng.pick(parts.general.bad));
    if (rng.chance(0.5)) sentences.push(rng.pick(parts.atLeast));
  } else {
    sentences.push(rng.pick(about.bad));
    if (rng.chance(0.6)) sentences.push(rng.pick(about.bad.filter((s) => s !== sentences.at(-1))));
    sentences.push(rng.pick(parts.general.bad));
  }
  const closer = rng.pick(parts.closers[rating]);
  if (closer) sentences.push(closer);
  return { title: rng.pick(parts.titles[rating]), text: sentences.join(' ') };
};
