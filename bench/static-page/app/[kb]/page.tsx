// /{kb}/: a static page of product cards whose HTML weighs about {kb} KB, prerendered at build
// time (generateStaticParams, no dynamic API), so `next start` serves it from its cache. The
// benchmark compares each storefront page with the static page nearest its own size.
import { cardsFor, PAGE_SIZES_KB, products } from '../fixture';

export const dynamicParams = false;

export function generateStaticParams() {
  return PAGE_SIZES_KB.map((kb) => ({ kb: String(kb) }));
}

export default async function Page({ params }: { params: Promise<{ kb: string }> }) {
  const { kb } = await params;
  const list = products(cardsFor(Number(kb)));
  return (
    <main>
      <h1>Productos</h1>
      <ul className="grid">
        {list.map((p) => (
          <li key={p.id}>
            <article className="card" data-product-id={p.id}>
              <img src={p.image} alt={p.name} width={240} height={240} loading="lazy" />
              <p className="brand">{p.brand}</p>
              <h3>
                <a href={p.href}>{p.name}</a>
              </h3>
              <p className="rating">
                {p.rating} de 5 ({p.reviews} opiniones)
              </p>
              <p className="price">
                <span className="now">{p.price}</span> <del>{p.listPrice}</del>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
