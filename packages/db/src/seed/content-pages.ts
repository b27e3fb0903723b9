import type { ContentPageKind } from '@fierro/domain';
import type { Country, Tenant, TenantLinks } from '@fierro/tenants';
import type { ContentBlock } from '../schema/content';

/**
 * The content pages of a site in its language (Spanish, or Portuguese for Brazil and dicico):
 * FAQ, terms, privacy and cookies, about us, stores, the store-card pages with and without card
 * price and the guarantee. Each is stored under the section and slug of its registry link, so a
 * link of the registry always names a stored page. Texts are Latin-1 (README finding 1).
 */

type Lang = 'es' | 'pt';

/** The registry link of each page kind. */
export const LINK_OF_KIND: Record<ContentPageKind, keyof TenantLinks> = {
  faq: 'faq',
  terms: 'terms',
  privacy: 'privacy',
  about: 'about',
  stores: 'stores',
  'card-with': 'cmrWithCard',
  'card-without': 'cmrWithoutCard',
  guarantee: 'guarantee',
};

/** `/{site}/{section}/{slug}/` of a registry link. */
export const pageAddress = (
  tenant: Tenant,
  href: string,
): { section: 'static' | 'content'; slug: string } => {
  const m = new RegExp(`^/${tenant.pathPrefix}/(static|content)/([a-z0-9-]+)/$`).exec(href);
  if (!m) throw new Error(`${tenant.code}: ${href} is not a content page link`);
  return { section: m[1] as 'static' | 'content', slug: m[2]! };
};

/** Laws a shopper of each country can cite, and the word for a sales receipt. */
const COUNTRY: Record<
  Country,
  { consumer: string; privacy: string; authority: string; receipt: string }
> = {
  CL: {
    consumer: 'Ley N° 19.496 sobre Protección de los Derechos de los Consumidores',
    privacy: 'Ley N° 19.628 sobre Protección de la Vida Privada',
    authority: 'el SERNAC',
    receipt: 'boleta o factura',
  },
  PE: {
    consumer: 'Código de Protección y Defensa del Consumidor (Ley N° 29571)',
    privacy: 'Ley N° 29733 de Protección de Datos Personales',
    authority: 'el INDECOPI',
    receipt: 'boleta o factura',
  },
  CO: {
    consumer: 'Estatuto del Consumidor (Ley 1480 de 2011)',
    privacy: 'Ley 1581 de 2012 de Protección de Datos Personales',
    authority: 'la Superintendencia de Industria y Comercio',
    receipt: 'factura electrónica',
  },
  AR: {
    consumer: 'Ley N° 24.240 de Defensa del Consumidor',
    privacy: 'Ley N° 25.326 de Protección de los Datos Personales',
    authority: 'la Dirección Nacional de Defensa del Consumidor',
    receipt: 'factura',
  },
  UY: {
    consumer: 'Ley N° 17.250 de Relaciones de Consumo',
    privacy: 'Ley N° 18.331 de Protección de Datos Personales',
    authority: 'el Área de Defensa del Consumidor',
    receipt: 'factura o e-ticket',
  },
  MX: {
    consumer: 'Ley Federal de Protección al Consumidor',
    privacy: 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
    authority: 'la PROFECO',
    receipt: 'factura (CFDI)',
  },
  BR: {
    consumer: 'Código de Defesa do Consumidor (Lei nº 8.078/1990)',
    privacy: 'Lei Geral de Proteção de Dados (Lei nº 13.709/2018)',
    authority: 'o Procon',
    receipt: 'nota fiscal',
  },
};

interface Ctx {
  tenant: Tenant;
  brand: string;
  site: string;
  law: (typeof COUNTRY)[Country];
  links: TenantLinks;
  homeDelivery: boolean;
  pickup: boolean;
  stock: { products?: string; brands?: string; stores?: string };
}

interface PageCopy {
  title: string;
  summary: string;
  blocks: ContentBlock[];
}

const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const h = (text: string, id?: string): ContentBlock =>
  id ? { type: 'heading', text, id } : { type: 'heading', text };
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });
const links = (...items: Array<[string, string]>): ContentBlock => ({
  type: 'links',
  items: items.map(([label, href]) => ({ label, href })),
});

const ES: Record<ContentPageKind, (c: Ctx) => PageCopy> = {
  faq: (c) => ({
    title: 'Preguntas frecuentes',
    summary: `Respuestas rápidas sobre compras, entregas, cambios y pagos en ${c.site}.`,
    blocks: [
      {
        type: 'faq',
        items: [
          {
            question: '¿Cómo recibo mi compra?',
            answer: c.homeDelivery
              ? `Puedes pedir despacho a domicilio${c.pickup ? ', retirar en una tienda' : ''} o comprar en tienda. En cada producto ves las fechas y el costo para tu zona antes de pagar.`
              : 'En este sitio reservas tus productos online y los pagas y retiras en la tienda que elijas. Te guardamos el pedido hasta la fecha que indica tu código de pago.',
          },
          {
            question: '¿Cómo sé si hay stock cerca de mí?',
            answer:
              'Elige tu ubicación o tu tienda en la parte superior de la página. La ficha de cada producto muestra la disponibilidad para esa zona y en cada tienda.',
          },
          {
            question: '¿Qué medios de pago aceptan?',
            answer:
              'Tarjetas de crédito y débito, la tarjeta CMR y, para empresas, la línea de crédito. En tienda también puedes pagar en efectivo.',
          },
          {
            question: '¿Puedo cambiar o devolver un producto?',
            answer: `Sí. Tienes 30 días desde la compra para cambiar o devolver productos sin uso, con su embalaje y tu ${c.law.receipt}. Los productos con falla tienen la garantía legal.`,
          },
          {
            question: '¿Cuánto material necesito para un piso o un muro?',
            answer:
              'Mide el largo y el ancho de la superficie, multiplica y suma un 10 % por cortes. Nuestra guía de cálculo de m² explica el cálculo paso a paso, y la ficha de cerámicas y pinturas tiene una calculadora.',
          },
          {
            question: '¿Tienen precios para empresas?',
            answer:
              'Sí. Con una cuenta de empresa ves los precios PRO, pides cotizaciones y compras con la línea de crédito de tu empresa.',
          },
          {
            question: '¿Cómo sigo mi pedido?',
            answer:
              'Entra a Mi cuenta y abre Mis pedidos. Allí ves el estado de cada pedido y su comprobante.',
          },
          {
            question: '¿Qué hago si mi producto falla?',
            answer:
              'Lleva el producto con tu comprobante a cualquier tienda o escríbenos. Revisa en la página de garantía qué cubre la garantía legal y la extendida.',
          },
        ],
      },
      h('¿Necesitas más ayuda?'),
      links(
        ['Guía de cálculo de m² (PDF)', c.links.calculationGuide],
        ['Garantías y cambios', c.links.guarantee],
        ['Nuestras tiendas', c.links.stores],
        ['Términos y condiciones', c.links.terms],
      ),
    ],
  }),
  terms: (c) => ({
    title: 'Términos y condiciones',
    summary: `Las condiciones de compra en ${c.site}: precios, pagos, entregas, cambios y devoluciones.`,
    blocks: [
      p(
        `Estos términos rigen las compras que haces en ${c.site}. Al comprar aceptas estas condiciones, que no limitan los derechos que te da la ${c.law.consumer}.`,
      ),
      h('Precios y promociones'),
      p(
        'Los precios incluyen impuestos y rigen para la zona o la tienda que elegiste. Las promociones valen en las fechas indicadas y hasta agotar stock. El precio que pagas es el que confirmamos al cerrar tu pedido.',
      ),
      h('Pagos'),
      list(
        'Tarjetas de crédito y débito, validadas por el banco emisor.',
        'Tarjeta CMR, con sus precios y cuotas exclusivos.',
        'Línea de crédito para empresas, según el cupo aprobado.',
        'Pago en tienda, con el código de tu reserva antes de su vencimiento.',
      ),
      h('Entregas y retiro'),
      p(
        c.homeDelivery
          ? 'Las fechas de entrega dependen de tu zona y del stock disponible; te las mostramos antes de pagar. Si no podemos cumplir una fecha te avisamos y puedes anular el pedido sin costo.'
          : 'Tus productos quedan reservados en la tienda que elegiste hasta el vencimiento de tu código de pago. Si no pagas a tiempo, la reserva se anula y el stock se libera.',
      ),
      h('Cambios y devoluciones'),
      p(
        `Tienes 30 días desde la compra para cambiar o devolver productos sin uso, con su embalaje original y tu ${c.law.receipt}. Los productos hechos a medida, cortados o mezclados a pedido (pinturas, maderas, cortinas) no tienen cambio salvo falla.`,
      ),
      h('Garantía'),
      p(
        'Todos los productos tienen la garantía legal. Algunos ofrecen además una garantía extendida, que compras junto al producto.',
      ),
      links(['Garantías y cambios', c.links.guarantee]),
      h('Reclamos'),
      p(
        `Si algo no salió bien, escríbenos o acércate a una tienda. También puedes recurrir a ${c.law.authority}.`,
      ),
      links(
        ['Política de privacidad y cookies', c.links.privacy],
        ['Preguntas frecuentes', c.links.faq],
      ),
    ],
  }),
  privacy: (c) => ({
    title: 'Política de privacidad y cookies',
    summary: `Qué datos personales trata ${c.site}, para qué, y cómo usamos las cookies.`,
    blocks: [
      p(
        `${c.brand} trata tus datos personales según la ${c.law.privacy}. Solo pedimos los datos que necesitamos para venderte, entregarte y atenderte.`,
      ),
      h('Qué datos tratamos'),
      list(
        'Identificación y contacto: nombre, documento, correo y teléfono.',
        'Direcciones de entrega y la ubicación que eliges para ver precios y stock.',
        'Pedidos, cotizaciones y pagos (nunca guardamos el número completo de tu tarjeta).',
      ),
      h('Para qué los usamos'),
      list(
        'Procesar tus pedidos, entregas, cambios y garantías.',
        'Mostrarte precios y disponibilidad de tu zona.',
        'Enviarte ofertas, solo si lo aceptaste; puedes darte de baja en cada correo.',
      ),
      h('Tus derechos'),
      p(
        'Puedes pedir acceso, rectificación o eliminación de tus datos, y oponerte a su uso para publicidad, escribiéndonos desde el correo de tu cuenta.',
      ),
      h('Cookies', 'cookies'),
      p(
        'Usamos cookies propias para mantener tu sesión iniciada, recordar tu ubicación, tu tienda y tu carro, y para saber qué páginas se usan más. No usamos cookies de terceros para publicidad.',
      ),
      list(
        'Sesión: mantiene tu sesión iniciada de forma segura.',
        'Ubicación y tienda: muestran los precios y el stock de tu zona.',
        'Preferencias: recuerdan el modo empresa y el aviso de cookies.',
      ),
      p(
        'Puedes borrar las cookies desde tu navegador; sin ellas tendrás que volver a iniciar sesión y a elegir tu ubicación.',
      ),
      links(['Términos y condiciones', c.links.terms]),
    ],
  }),
  about: (c) => ({
    title: 'Quiénes somos',
    summary: `${c.brand} acompaña tus proyectos de construcción, remodelación y decoración.`,
    blocks: [
      p(
        `En ${c.brand} queremos que cada proyecto de tu casa salga bien a la primera: desde cambiar una llave hasta construir una ampliación. Por eso reunimos materiales, herramientas y decoración con asesoría de especialistas.`,
      ),
      ...(c.stock.products
        ? [
            list(
              `${c.stock.products} productos en nuestro catálogo.`,
              ...(c.stock.brands ? [`${c.stock.brands} marcas nacionales e internacionales.`] : []),
              ...(c.stock.stores ? [`${c.stock.stores} tiendas en el país.`] : []),
            ),
          ]
        : []),
      h('Lo que nos importa'),
      list(
        'Precios claros: el precio que ves es el que pagas.',
        'Asesoría: especialistas en tienda y guías para hacerlo tú mismo.',
        'Empresas: precios PRO, cotizaciones y crédito para constructoras y maestros.',
      ),
      links(['Nuestras tiendas', c.links.stores], ['Preguntas frecuentes', c.links.faq]),
    ],
  }),
  stores: (c) => ({
    title: 'Nuestras tiendas',
    summary: `Direcciones, horarios y servicios de las tiendas ${c.brand}.`,
    blocks: [
      p(
        'Encuentra tu tienda: su dirección, horario y los servicios que ofrece. Elige una como tu tienda en la parte superior de la página para ver su stock en cada producto.',
      ),
      { type: 'stores' },
      links(['Preguntas frecuentes', c.links.faq], ['Garantías y cambios', c.links.guarantee]),
    ],
  }),
  'card-with': (c) => ({
    title: 'Paga con tu tarjeta CMR',
    summary:
      'Los productos con precio CMR cuestan menos cuando pagas con tu tarjeta CMR, online o en tienda.',
    blocks: [
      p(
        'El precio CMR es un precio exclusivo para quienes pagan con la tarjeta CMR. Lo ves en la ficha del producto, junto al precio normal.',
      ),
      h('Cómo usarlo'),
      list(
        'Agrega el producto al carro: el precio CMR se muestra en el resumen.',
        'Elige la tarjeta CMR como medio de pago al finalizar tu compra.',
        'En tienda, paga con tu tarjeta CMR en la caja y se aplica el mismo precio.',
      ),
      h('Además'),
      list(
        'Cuotas sin interés en productos seleccionados.',
        'Acumulas puntos con cada compra pagada con la tarjeta.',
      ),
      links(['Beneficios de la tarjeta CMR', c.links.cmrWithoutCard]),
    ],
  }),
  'card-without': (c) => ({
    title: 'Beneficios de la tarjeta CMR',
    summary:
      'Con la tarjeta CMR accedes a precios exclusivos, cuotas y puntos en todas tus compras.',
    blocks: [
      p(
        `La tarjeta CMR te da precios exclusivos en ${c.brand} y en los comercios asociados, online y en tienda.`,
      ),
      list(
        'Precio CMR: descuentos exclusivos marcados en cada producto.',
        'Cuotas sin interés en productos seleccionados.',
        'Puntos por cada compra, que canjeas por productos.',
      ),
      h('Cómo obtenerla'),
      p(
        'Solicítala en el módulo de servicios de cualquiera de nuestras tiendas con tu documento de identidad. La evaluación se hace en el momento.',
      ),
      links(['Paga con tu tarjeta CMR', c.links.cmrWithCard], ['Nuestras tiendas', c.links.stores]),
    ],
  }),
  guarantee: (c) => ({
    title: 'Garantías y cambios',
    summary:
      'Qué cubre la garantía legal, qué suma la garantía extendida y cómo cambiar un producto.',
    blocks: [
      h('Garantía legal'),
      p(
        `Si un producto falla por un defecto de fabricación, puedes elegir su reparación, su cambio o la devolución de lo pagado, como establece la ${c.law.consumer}. Guarda tu ${c.law.receipt}.`,
      ),
      h('Garantía extendida'),
      p(
        'Herramientas, electrodomésticos y calefactores pueden llevar una garantía extendida de uno o más años, que cubre fallas de uso normal cuando termina la del fabricante. La agregas en la ficha del producto.',
      ),
      h('Cambiar o activar tu garantía', 'cambio'),
      list(
        'Lleva el producto con sus accesorios y tu comprobante a cualquier tienda.',
        'Si el producto es grande o está instalado, escríbenos y coordinamos una visita técnica.',
        'Te damos un número de caso para seguir la revisión.',
      ),
      links(
        ['Nuestras tiendas', c.links.stores],
        ['Preguntas frecuentes', c.links.faq],
        ['Términos y condiciones', c.links.terms],
      ),
    ],
  }),
};

const PT: Record<ContentPageKind, (c: Ctx) => PageCopy> = {
  faq: (c) => ({
    title: 'Perguntas frequentes',
    summary: `Respostas rápidas sobre compras, entregas, trocas e pagamentos na ${c.site}.`,
    blocks: [
      {
        type: 'faq',
        items: [
          {
            question: 'Como recebo minha compra?',
            answer: c.homeDelivery
              ? 'Você pode pedir entrega em casa ou comprar na loja. Em cada produto você vê os prazos e o frete para o seu CEP antes de pagar.'
              : 'Neste site você reserva os produtos online e paga e retira na loja que escolher. Guardamos o pedido até a data indicada no seu código de pagamento.',
          },
          {
            question: 'Como sei se há estoque perto de mim?',
            answer:
              'Informe seu CEP ou escolha sua loja no topo da página. A página de cada produto mostra a disponibilidade para a sua região e em cada loja.',
          },
          {
            question: 'Quais formas de pagamento vocês aceitam?',
            answer:
              'Cartões de crédito e débito, o cartão CMR e, para empresas, a linha de crédito. Na loja você também pode pagar em dinheiro.',
          },
          {
            question: 'Posso trocar ou devolver um produto?',
            answer: `Sim. Você tem 30 dias a partir da compra para trocar ou devolver produtos sem uso, na embalagem original e com a ${c.law.receipt}. Compras online podem ser desistidas em até 7 dias.`,
          },
          {
            question: 'Quanto material preciso para um piso ou uma parede?',
            answer:
              'Meça o comprimento e a largura da superfície, multiplique e some 10 % de perda. Nosso guia de cálculo de m² explica o passo a passo, e a página de pisos e tintas tem uma calculadora.',
          },
          {
            question: 'Vocês têm preços para empresas?',
            answer:
              'Sim. Com uma conta de empresa você vê os preços PRO, pede orçamentos e compra com a linha de crédito da sua empresa.',
          },
          {
            question: 'Como acompanho meu pedido?',
            answer:
              'Entre em Minha conta e abra Meus pedidos. Lá você vê a situação de cada pedido e a nota fiscal.',
          },
          {
            question: 'O que faço se meu produto apresentar defeito?',
            answer:
              'Leve o produto com a nota fiscal a qualquer loja ou fale conosco. Veja na página de garantia o que cobrem a garantia legal e a estendida.',
          },
        ],
      },
      h('Precisa de mais ajuda?'),
      links(
        ['Guia de cálculo de m² (PDF)', c.links.calculationGuide],
        ['Garantias e trocas', c.links.guarantee],
        ['Nossas lojas', c.links.stores],
        ['Termos e condições', c.links.terms],
      ),
    ],
  }),
  terms: (c) => ({
    title: 'Termos e condições',
    summary: `As condições de compra na ${c.site}: preços, pagamentos, entregas, trocas e devoluções.`,
    blocks: [
      p(
        `Estes termos valem para as compras feitas na ${c.site}. Ao comprar você aceita estas condições, que não limitam os direitos garantidos pelo ${c.law.consumer}.`,
      ),
      h('Preços e promoções'),
      p(
        'Os preços incluem impostos e valem para a região ou a loja escolhida. As promoções valem nas datas indicadas ou enquanto durarem os estoques. O preço pago é o confirmado no fechamento do pedido.',
      ),
      h('Pagamentos'),
      list(
        'Cartões de crédito e débito, validados pelo banco emissor.',
        'Cartão CMR, com preços e parcelas exclusivos.',
        'Linha de crédito para empresas, conforme o limite aprovado.',
        'Pagamento na loja, com o código da reserva antes do vencimento.',
      ),
      h('Entregas e retirada'),
      p(
        c.homeDelivery
          ? 'Os prazos de entrega dependem do seu CEP e do estoque disponível e são informados antes do pagamento. Se não pudermos cumprir um prazo, avisamos e você pode cancelar o pedido sem custo.'
          : 'Seus produtos ficam reservados na loja escolhida até o vencimento do código de pagamento. Sem o pagamento no prazo, a reserva é cancelada e o estoque liberado.',
      ),
      h('Trocas e devoluções'),
      p(
        `Você tem 30 dias a partir da compra para trocar ou devolver produtos sem uso, na embalagem original e com a ${c.law.receipt}. Nas compras online, o direito de arrependimento vale por 7 dias a partir do recebimento. Produtos feitos sob medida, cortados ou com cor preparada (tintas, madeiras, cortinas) só têm troca em caso de defeito.`,
      ),
      h('Garantia'),
      p(
        'Todos os produtos têm a garantia legal. Alguns oferecem também uma garantia estendida, contratada junto com o produto.',
      ),
      links(['Garantias e trocas', c.links.guarantee]),
      h('Reclamações'),
      p(
        `Se algo não saiu como esperado, fale conosco ou procure uma loja. Você também pode recorrer ao ${c.law.authority.replace(/^o /, '')} da sua cidade.`,
      ),
      links(
        ['Política de privacidade e cookies', c.links.privacy],
        ['Perguntas frequentes', c.links.faq],
      ),
    ],
  }),
  privacy: (c) => ({
    title: 'Política de privacidade e cookies',
    summary: `Quais dados pessoais a ${c.site} trata, para quê, e como usamos os cookies.`,
    blocks: [
      p(
        `A ${c.brand} trata seus dados pessoais de acordo com a ${c.law.privacy}. Pedimos apenas os dados necessários para vender, entregar e atender você.`,
      ),
      h('Quais dados tratamos'),
      list(
        'Identificação e contato: nome, CPF ou CNPJ, e-mail e telefone.',
        'Endereços de entrega e o CEP que você informa para ver preços e estoque.',
        'Pedidos, orçamentos e pagamentos (nunca guardamos o número completo do seu cartão).',
      ),
      h('Para que usamos'),
      list(
        'Processar seus pedidos, entregas, trocas e garantias.',
        'Mostrar preços e disponibilidade da sua região.',
        'Enviar ofertas, somente se você autorizou; você pode cancelar em cada e-mail.',
      ),
      h('Seus direitos'),
      p(
        'Você pode pedir acesso, correção ou exclusão dos seus dados e se opor ao uso para publicidade, escrevendo a partir do e-mail da sua conta.',
      ),
      h('Cookies', 'cookies'),
      p(
        'Usamos cookies próprios para manter sua sessão, lembrar seu CEP, sua loja e seu carrinho, e saber quais páginas são mais usadas. Não usamos cookies de terceiros para publicidade.',
      ),
      list(
        'Sessão: mantém você conectado com segurança.',
        'Localização e loja: mostram os preços e o estoque da sua região.',
        'Preferências: lembram o modo empresa e o aviso de cookies.',
      ),
      p(
        'Você pode apagar os cookies no seu navegador; sem eles será preciso entrar de novo e informar seu CEP.',
      ),
      links(['Termos e condições', c.links.terms]),
    ],
  }),
  about: (c) => ({
    title: 'Quem somos',
    summary: `A ${c.brand} acompanha seus projetos de construção, reforma e decoração.`,
    blocks: [
      p(
        `Na ${c.brand} queremos que cada projeto da sua casa ou da sua obra dê certo na primeira vez: de trocar uma torneira a construir uma ampliação. Por isso reunimos materiais, ferramentas e decoração com a orientação de especialistas.`,
      ),
      ...(c.stock.products
        ? [
            list(
              `${c.stock.products} produtos no nosso catálogo.`,
              ...(c.stock.brands ? [`${c.stock.brands} marcas nacionais e internacionais.`] : []),
              ...(c.stock.stores ? [`${c.stock.stores} lojas no país.`] : []),
            ),
          ]
        : []),
      h('O que nos importa'),
      list(
        'Preços claros: o preço que você vê é o que você paga.',
        'Orientação: especialistas nas lojas e guias para você fazer sozinho.',
        'Empresas: preços PRO, orçamentos e crédito para construtoras e profissionais.',
      ),
      links(['Nossas lojas', c.links.stores], ['Perguntas frequentes', c.links.faq]),
    ],
  }),
  stores: (c) => ({
    title: 'Nossas lojas',
    summary: `Endereços, horários e serviços das lojas ${c.brand}.`,
    blocks: [
      p(
        'Encontre sua loja: endereço, horário e os serviços que ela oferece. Escolha uma como sua loja no topo da página para ver o estoque dela em cada produto.',
      ),
      { type: 'stores' },
      links(['Perguntas frequentes', c.links.faq], ['Garantias e trocas', c.links.guarantee]),
    ],
  }),
  'card-with': (c) => ({
    title: 'Pague com seu cartão CMR',
    summary:
      'Os produtos com preço CMR custam menos quando você paga com o cartão CMR, online ou na loja.',
    blocks: [
      p(
        'O preço CMR é exclusivo para quem paga com o cartão CMR. Ele aparece na página do produto, ao lado do preço normal.',
      ),
      h('Como usar'),
      list(
        'Adicione o produto ao carrinho: o preço CMR aparece no resumo.',
        'Escolha o cartão CMR como forma de pagamento ao finalizar a compra.',
        'Na loja, pague com o cartão CMR no caixa e o mesmo preço é aplicado.',
      ),
      h('Além disso'),
      list(
        'Parcelas sem juros em produtos selecionados.',
        'Você acumula pontos em cada compra paga com o cartão.',
      ),
      links(['Benefícios do cartão CMR', c.links.cmrWithoutCard]),
    ],
  }),
  'card-without': (c) => ({
    title: 'Benefícios do cartão CMR',
    summary: 'Com o cartão CMR você tem preços exclusivos, parcelas e pontos em todas as compras.',
    blocks: [
      p(`O cartão CMR dá preços exclusivos na ${c.brand} e nos parceiros, online e nas lojas.`),
      list(
        'Preço CMR: descontos exclusivos indicados em cada produto.',
        'Parcelas sem juros em produtos selecionados.',
        'Pontos em cada compra, trocados por produtos.',
      ),
      h('Como pedir'),
      p(
        'Peça no balcão de serviços de qualquer uma das nossas lojas com um documento de identidade. A análise é feita na hora.',
      ),
      links(['Pague com seu cartão CMR', c.links.cmrWithCard], ['Nossas lojas', c.links.stores]),
    ],
  }),
  guarantee: (c) => ({
    title: 'Garantias e trocas',
    summary:
      'O que cobre a garantia legal, o que soma a garantia estendida e como trocar um produto.',
    blocks: [
      h('Garantia legal'),
      p(
        `Se um produto apresentar defeito de fabricação, você pode escolher o conserto, a troca ou a devolução do valor pago, como garante o ${c.law.consumer}: 30 dias para produtos não duráveis e 90 dias para duráveis. Guarde sua ${c.law.receipt}.`,
      ),
      h('Garantia estendida'),
      p(
        'Ferramentas, eletrodomésticos e aquecedores podem ter uma garantia estendida de um ano ou mais, que cobre defeitos de uso normal depois da garantia do fabricante. Você a adiciona na página do produto.',
      ),
      h('Trocar ou acionar sua garantia', 'cambio'),
      list(
        'Leve o produto com os acessórios e a nota fiscal a qualquer loja.',
        'Se o produto for grande ou estiver instalado, fale conosco e agendamos uma visita técnica.',
        'Você recebe um número de protocolo para acompanhar a análise.',
      ),
      links(
        ['Nossas lojas', c.links.stores],
        ['Perguntas frequentes', c.links.faq],
        ['Termos e condições', c.links.terms],
      ),
    ],
  }),
};

export interface ContentPageRow {
  siteId: string;
  slug: string;
  section: 'static' | 'content';
  kind: ContentPageKind;
  title: string;
  summary: string;
  blocks: ContentBlock[];
  updatedAt: Date;
}

/** Every content page of a site, under the slugs of its registry links. */
export const buildContentPages = (tenant: Tenant, lang: Lang, now: Date): ContentPageRow[] => {
  const count = (name: string) =>
    tenant.homePageStockData.find((s) => s.itemName === name)?.itemCount;
  const ctx: Ctx = {
    tenant,
    brand: tenant.brand.name,
    site: tenant.siteName,
    law: COUNTRY[tenant.country],
    links: tenant.links,
    homeDelivery: tenant.deliveryMethods.includes('homeDelivery'),
    pickup: tenant.deliveryMethods.includes('pickupInStore'),
    stock: { products: count('products'), brands: count('brands'), stores: count('stores') },
  };
  const copy = lang === 'es' ? ES : PT;
  return (Object.keys(LINK_OF_KIND) as ContentPageKind[]).map((kind) => {
    const { section, slug } = pageAddress(tenant, tenant.links[LINK_OF_KIND[kind]]);
    return { siteId: tenant.siteId, slug, section, kind, ...copy[kind](ctx), updatedAt: now };
  });
};
