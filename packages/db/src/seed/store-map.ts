import { createRng } from './prng';

/**
 * A store's static map: our own drawing of a street grid around the store (no map tiles from
 * anywhere), the avenue of its address named, a park, and the pin at the centre. Written beside
 * the product images and served, resized, by the image service.
 */

export { storeMapImagePath } from '../image-paths';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const W = 640;
const H = 360;

export const storeMapSvg = (store: {
  facilityId: string;
  name: string;
  address: string;
  color: string;
}): string => {
  const rng = createRng(`map:${store.facilityId}`);
  const angle = rng.int(-18, 18);
  const block = rng.int(70, 96);
  const street = 14;
  // The address's street name (before its number) names the avenue through the pin.
  const avenue = store.address.replace(/\s+\d.*$/, '');
  const cells: string[] = [];
  for (let x = -W; x < 2 * W; x += block) {
    for (let y = -H; y < 2 * H; y += block) {
      const park = rng.chance(0.06);
      cells.push(
        `<rect x="${x + street / 2}" y="${y + street / 2}" width="${block - street}" height="${block - street}" rx="4" fill="${park ? '#cfe8c4' : '#ece6da'}"/>`,
      );
    }
  }
  const river = rng.chance(0.4)
    ? `<path d="M-20 ${rng.int(40, 120)} C 200 ${rng.int(0, 200)}, 420 ${rng.int(160, 360)}, 680 ${rng.int(220, 340)}" stroke="#b7d3ea" stroke-width="22" fill="none"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#fbfaf7"/><g transform="rotate(${angle} ${W / 2} ${H / 2})">${cells.join('')}<rect x="-${W}" y="${H / 2 - 12}" width="${3 * W}" height="24" fill="#ffffff" stroke="#d8cfbf"/><text x="${W / 2 - 300}" y="${H / 2 + 5}" font-size="14" font-family="sans-serif" fill="#6b6255">${esc(avenue)}</text></g>${river}<g transform="translate(${W / 2} ${H / 2})"><circle r="26" fill="${store.color}" opacity="0.18"/><path d="M0 0 C -14 -18, -18 -26, -18 -34 A 18 18 0 1 1 18 -34 C 18 -26, 14 -18, 0 0 Z" fill="${store.color}" stroke="#ffffff" stroke-width="3"/><circle cy="-34" r="7" fill="#ffffff"/></g><rect x="${W / 2 - 160}" y="${H / 2 + 18}" width="320" height="34" rx="6" fill="#ffffff" opacity="0.92"/><text x="${W / 2}" y="${H / 2 + 41}" font-size="18" font-weight="bold" text-anchor="middle" font-family="sans-serif" fill="#222">${esc(store.name)}</text></svg>`;
};
