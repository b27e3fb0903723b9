// Deterministic product cards (the JSON a listing would get), and how many fit in a page size.

/** Page sizes prerendered, in KB of HTML (the benchmark picks the nearest to each page; the
 * large ones exist because a page that heavy must still be compared with its own size). */
export const PAGE_SIZES_KB = [
  25, 50, 75, 100, 125, 130, 150, 175, 200, 250, 300, 350, 400, 500, 600, 700, 800, 1000, 1500,
  2000, 3000, 4000, 6000,
];

/** HTML bytes one card adds (markup plus its copy in the inline RSC payload), measured. */
export const BYTES_PER_CARD = 1453;
/** HTML bytes of the page without cards (document, scripts, RSC preamble), measured. */
export const BASE_BYTES = 4800;

export const cardsFor = (kb: number) =>
  Math.max(1, Math.round((kb * 1024 - BASE_BYTES) / BYTES_PER_CARD));

const BRANDS = ['Bosch', 'Makita', 'Stanley', 'Sherwin', 'Tramontina', 'Philips', 'Klipen'];
const KINDS = [
  'Taladro percutor',
  'Pintura látex',
  'Cerámica piso',
  'Llave monomando',
  'Ampolleta LED',
];

export const products = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const id = String(1_000_000 + i);
    const name = `${KINDS[i % KINDS.length]} ${BRANDS[i % BRANDS.length]} modelo ${i} 1/2" 750W`;
    const price = 9_990 + ((i * 7_919) % 190_000);
    return {
      id,
      name,
      brand: BRANDS[i % BRANDS.length],
      href: `/fierro-cl/product/${id}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/`,
      image: `/images/${id}?w=240&h=240&fit=contain`,
      rating: (3 + (i % 20) / 10).toFixed(1),
      reviews: 3 + (i % 97),
      price: `$ ${price.toLocaleString('es-CL')}`,
      listPrice: `$ ${Math.round(price * 1.2).toLocaleString('es-CL')}`,
    };
  });
