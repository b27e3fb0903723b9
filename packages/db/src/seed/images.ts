import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Kind } from './taxonomy';

/**
 * Generated product images: a simple SVG drawing per kind (tile, paint can, drill, faucet, ...)
 * with the product's name, so a shopper recognises the product. Written under
 * `<imagesDir>/<siteId>/<productId>/<n>.svg`, which the image service reads (IMAGE_SOURCE_DIR).
 */
const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DRAWINGS: Record<Kind, (c: string) => string> = {
  tile: (c) =>
    [0, 1, 2]
      .flatMap((r) =>
        [0, 1, 2].map(
          (q) =>
            `<rect x="${190 + q * 142}" y="${150 + r * 142}" width="136" height="136" fill="${c}" stroke="#8a8a8a" stroke-width="4"/>`,
        ),
      )
      .join(''),
  paint: (c) =>
    `<rect x="250" y="200" width="300" height="330" rx="18" fill="#d9d9d9" stroke="#555" stroke-width="6"/><rect x="250" y="300" width="300" height="140" fill="${c}"/><ellipse cx="400" cy="200" rx="150" ry="30" fill="#bbb" stroke="#555" stroke-width="6"/><path d="M260 210 Q400 60 540 210" fill="none" stroke="#555" stroke-width="8"/>`,
  drill: (c) =>
    `<rect x="200" y="230" width="330" height="110" rx="30" fill="${c}"/><rect x="530" y="265" width="110" height="40" fill="#777"/><rect x="640" y="278" width="70" height="14" fill="#444"/><path d="M300 340 L360 340 L340 520 L270 520 Z" fill="#333"/><rect x="250" y="520" width="140" height="60" rx="10" fill="#222"/>`,
  saw: (c) =>
    `<circle cx="400" cy="360" r="170" fill="#cfd3d6" stroke="#666" stroke-width="6"/><circle cx="400" cy="360" r="30" fill="#555"/><path d="M250 200 h260 v90 h-260 z" fill="${c}"/>`,
  hammer: (c) =>
    `<rect x="380" y="260" width="40" height="330" rx="12" fill="${c}"/><path d="M270 200 h260 v80 h-260 z" fill="#555"/><path d="M270 200 q-50 40 0 80" fill="#555"/>`,
  faucet: (c) =>
    `<rect x="360" y="380" width="80" height="170" fill="#c0c6cc" stroke="#777" stroke-width="4"/><path d="M400 380 V250 Q400 200 450 200 H560 V250" fill="none" stroke="#c0c6cc" stroke-width="50"/><rect x="330" y="330" width="140" height="30" rx="10" fill="${c}"/><rect x="300" y="550" width="200" height="30" fill="#999"/>`,
  toilet: (c) =>
    `<rect x="300" y="180" width="200" height="150" rx="16" fill="${c}" stroke="#999" stroke-width="5"/><ellipse cx="400" cy="400" rx="150" ry="70" fill="${c}" stroke="#999" stroke-width="5"/><path d="M330 440 L360 580 H440 L470 440" fill="${c}" stroke="#999" stroke-width="5"/>`,
  pipe: (c) =>
    `<rect x="150" y="330" width="500" height="80" fill="${c}" stroke="#666" stroke-width="5"/><rect x="130" y="320" width="40" height="100" fill="#888"/><rect x="630" y="320" width="40" height="100" fill="#888"/>`,
  cable: (c) =>
    `<circle cx="400" cy="370" r="170" fill="none" stroke="${c}" stroke-width="40"/><circle cx="400" cy="370" r="110" fill="none" stroke="${c}" stroke-width="40"/><circle cx="400" cy="370" r="50" fill="#ddd"/>`,
  bulb: (c) =>
    `<circle cx="400" cy="300" r="140" fill="#fff6c8" stroke="#c9b458" stroke-width="6"/><rect x="340" y="430" width="120" height="90" fill="#aaa"/><path d="M340 450 h120 M340 480 h120 M340 510 h120" stroke="#666" stroke-width="6"/><circle cx="400" cy="300" r="40" fill="${c}" opacity="0.4"/>`,
  lamp: (c) =>
    `<path d="M300 200 H500 L560 360 H240 Z" fill="${c}"/><rect x="392" y="360" width="16" height="200" fill="#555"/><ellipse cx="400" cy="570" rx="110" ry="22" fill="#555"/>`,
  ladder: (c) =>
    `<path d="M300 560 L370 170 M500 560 L430 170" stroke="${c}" stroke-width="22"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${318 + i * 13} ${480 - i * 70} H${482 - i * 13}" stroke="${c}" stroke-width="16"/>`).join('')}`,
  hose: (c) =>
    `<circle cx="400" cy="370" r="160" fill="none" stroke="${c}" stroke-width="34"/><circle cx="400" cy="370" r="100" fill="none" stroke="${c}" stroke-width="34"/><path d="M560 370 L660 470" stroke="${c}" stroke-width="30"/><rect x="640" y="450" width="60" height="60" fill="#555"/>`,
  mower: (c) =>
    `<rect x="230" y="360" width="330" height="120" rx="30" fill="${c}"/><circle cx="280" cy="500" r="45" fill="#333"/><circle cx="520" cy="500" r="45" fill="#333"/><path d="M540 370 L650 180" stroke="#444" stroke-width="18"/>`,
  pot: (c) =>
    `<path d="M260 280 H540 L500 560 H300 Z" fill="${c}"/><rect x="240" y="250" width="320" height="45" rx="8" fill="${c}" stroke="#00000033" stroke-width="4"/><path d="M400 250 Q360 150 300 130 M400 250 Q440 140 510 120" stroke="#4c8a3c" stroke-width="14" fill="none"/>`,
  shelf: (c) =>
    `<rect x="220" y="180" width="360" height="400" fill="none" stroke="${c}" stroke-width="18"/><path d="M220 310 H580 M220 440 H580" stroke="${c}" stroke-width="18"/>`,
  box: (c) =>
    `<rect x="230" y="270" width="340" height="260" rx="10" fill="${c}" stroke="#666" stroke-width="5"/><rect x="215" y="235" width="370" height="50" rx="10" fill="${c}" stroke="#666" stroke-width="5"/>`,
  door: (c) =>
    `<rect x="280" y="140" width="240" height="460" fill="${c}" stroke="#5a4630" stroke-width="8"/><rect x="310" y="175" width="180" height="160" fill="none" stroke="#00000030" stroke-width="6"/><rect x="310" y="370" width="180" height="190" fill="none" stroke="#00000030" stroke-width="6"/><circle cx="490" cy="380" r="12" fill="#c9a227"/>`,
  lock: (c) =>
    `<rect x="290" y="320" width="220" height="220" rx="20" fill="${c}"/><path d="M330 320 V250 A70 70 0 0 1 470 250 V320" fill="none" stroke="#888" stroke-width="30"/><circle cx="400" cy="420" r="22" fill="#333"/>`,
  fan: (c) =>
    `<circle cx="400" cy="300" r="150" fill="none" stroke="#777" stroke-width="8"/>${[0, 120, 240].map((a) => `<ellipse cx="400" cy="230" rx="40" ry="70" fill="${c}" transform="rotate(${a} 400 300)"/>`).join('')}<rect x="390" y="450" width="20" height="110" fill="#777"/><ellipse cx="400" cy="570" rx="90" ry="20" fill="#777"/>`,
  heater: (c) =>
    `<rect x="240" y="200" width="320" height="360" rx="24" fill="#eee" stroke="#777" stroke-width="6"/><rect x="280" y="250" width="240" height="110" fill="${c}"/><circle cx="330" cy="450" r="28" fill="#777"/><circle cx="470" cy="450" r="28" fill="#777"/>`,
  sofa: (c) =>
    `<rect x="180" y="300" width="440" height="170" rx="30" fill="${c}"/><rect x="220" y="240" width="360" height="110" rx="24" fill="${c}" stroke="#00000022" stroke-width="6"/><rect x="160" y="330" width="70" height="150" rx="22" fill="${c}" stroke="#00000033" stroke-width="5"/><rect x="570" y="330" width="70" height="150" rx="22" fill="${c}" stroke="#00000033" stroke-width="5"/><path d="M220 470 V540 M580 470 V540" stroke="#5a4630" stroke-width="16"/>`,
  chair: (c) =>
    `<rect x="320" y="180" width="160" height="180" rx="16" fill="${c}"/><rect x="300" y="350" width="200" height="50" rx="12" fill="${c}"/><path d="M320 400 L300 580 M480 400 L500 580" stroke="#5a4630" stroke-width="14"/>`,
  table: (c) =>
    `<rect x="180" y="280" width="440" height="40" rx="8" fill="${c}"/><path d="M220 320 V560 M580 320 V560" stroke="${c}" stroke-width="26"/>`,
  mirror: (c) =>
    `<circle cx="400" cy="360" r="190" fill="${c}"/><circle cx="400" cy="360" r="160" fill="#dfe9ee"/><path d="M320 280 L360 240 M330 330 L420 240" stroke="#fff" stroke-width="10"/>`,
  rug: (c) =>
    `<rect x="200" y="220" width="400" height="300" fill="${c}"/><rect x="240" y="255" width="320" height="230" fill="none" stroke="#ffffff88" stroke-width="10"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${215 + i * 52} 520 v30 M${215 + i * 52} 220 v-30" stroke="${c}" stroke-width="6"/>`).join('')}`,
  curtain: (c) =>
    `<rect x="190" y="170" width="420" height="18" fill="#666"/><path d="M210 188 Q240 380 210 580 H380 Q350 380 380 188 Z" fill="${c}"/><path d="M420 188 Q450 380 420 580 H590 Q560 380 590 188 Z" fill="${c}"/>`,
  cushion: (c) =>
    `<path d="M230 220 Q400 260 570 220 Q540 370 570 520 Q400 480 230 520 Q260 370 230 220 Z" fill="${c}"/><circle cx="400" cy="370" r="14" fill="#00000033"/>`,
  plate: (c) =>
    `<circle cx="400" cy="370" r="190" fill="#f4f4f4" stroke="#bbb" stroke-width="6"/><circle cx="400" cy="370" r="120" fill="none" stroke="${c}" stroke-width="14"/>`,
  towel: (c) =>
    `<rect x="240" y="200" width="320" height="360" rx="12" fill="${c}"/><path d="M240 500 H560 M240 520 H560" stroke="#ffffff99" stroke-width="8"/>`,
  sack: (c) =>
    `<path d="M260 200 H540 L560 560 H240 Z" fill="#d8c9a3" stroke="#8a7a55" stroke-width="6"/><rect x="290" y="300" width="220" height="120" fill="${c}"/>`,
  plank: (c) =>
    `${[0, 1, 2, 3].map((i) => `<rect x="160" y="${210 + i * 80}" width="480" height="64" fill="${c}" stroke="#6b4a2f" stroke-width="5"/>`).join('')}`,
};

const VIEWS = [
  '',
  'rotate(-8 400 370)',
  'scale(1.25) translate(-80 -70)',
  'rotate(6 400 370)',
  'scale(0.85) translate(70 60)',
];

/** One SVG of a product: its drawing in the given colour, the view n, the name and brand. */
export const productSvg = (
  kind: Kind,
  color: string,
  name: string,
  brand: string,
  n: number,
): string => {
  const words = name.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    if ((lines[lines.length - 1]! + w).length > 30 && lines.length < 2) lines.push('');
    lines[lines.length - 1] = `${lines[lines.length - 1]} ${w}`.trim();
  }
  const text = lines
    .map(
      (l, i) =>
        `<text x="400" y="${665 + i * 42}" font-size="34" text-anchor="middle" font-family="sans-serif" fill="#222">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#f7f7f5"/><g transform="${VIEWS[(n - 1) % VIEWS.length]}">${DRAWINGS[kind](color)}</g>${text}<text x="40" y="70" font-size="30" font-weight="bold" font-family="sans-serif" fill="#d9381e">${esc(brand)}</text></svg>`;
};

/**
 * Lines of a banner's text and the font size that keeps them inside the part every crop shows:
 * the storefront shows the wide image at 3:1 or 16:9 and the square one at 16:9, 4:3 or 2:1 (cover),
 * so the text stays in a centred box of `safe` width and height. Bold sans glyphs average about
 * 0.62 em; one to three balanced lines, whichever gives the largest type.
 */
export const fitBannerText = (
  text: string,
  safe: { width: number; height: number },
  maxSize: number,
): { lines: string[]; size: number } => {
  const words = text.split(/\s+/).filter(Boolean);
  let best = { lines: [text], size: 0 };
  for (let count = 1; count <= Math.min(3, words.length || 1); count++) {
    const target = text.length / count;
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && next.length > target && lines.length < count - 1) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    const longest = Math.max(...lines.map((l) => l.length), 1);
    const size = Math.floor(
      Math.min(maxSize, safe.width / (0.62 * longest), safe.height / (1.25 * lines.length)),
    );
    if (size > best.size) best = { lines, size };
  }
  return best;
};

/** A content banner (home banner, showcase, brand tile) with its text. */
export const bannerSvg = (text: string, color: string, wide: boolean): string => {
  // Wide: 3:1, the hero's desktop ratio; the later home banners show it at 16:9, an 853 px wide
  // middle. Square: shown at 2:1 at the narrowest, a 720x360 band.
  const [w, h] = wide ? [1440, 480] : [720, 720];
  const fit = fitBannerText(
    text,
    wide ? { width: 760, height: 380 } : { width: 600, height: 300 },
    wide ? 64 : 56,
  );
  const lead = fit.size * 1.25;
  const top = h / 2 - ((fit.lines.length - 1) * lead) / 2 + fit.size * 0.35;
  const lines = fit.lines
    .map((l, i) => `<tspan x="${w / 2}" y="${Math.round(top + i * lead)}">${esc(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${color}"/><circle cx="${w * 0.85}" cy="${h * 0.5}" r="${h * 0.35}" fill="#ffffff22"/><text font-size="${fit.size}" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#fff">${lines}</text></svg>`;
};

/** Writes files with bounded concurrency. */
export const writeFiles = async (
  root: string,
  files: Array<[string, string]>,
  concurrency = 64,
) => {
  const dirs = new Set(files.map(([p]) => dirname(join(root, p))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const [path, body] = files[next++]!;
        await writeFile(join(root, path), body);
      }
    }),
  );
};
