import type { CSSProperties } from 'react';

/**
 * The brand colours come from the registry (tenant-facts: primary `brandColor`, secondary
 * `brandDark`); the colours of text drawn over or with them are chosen here, by WCAG contrast,
 * so every brand stays readable: Colombia's secondary is yellow (#ffcc00) and Dicico's primary
 * orange (#f28c00), where white text reads at 1.5:1 and 2.5:1.
 */

const WHITE = '#ffffff';
/** The body's text colour (globals.css), the dark choice over light brand colours. */
const INK = '#111827';
/** WCAG AA for normal-size text. */
const AA = 4.5;

const channels = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
};

const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or the dark ink, whichever reads better over `background`. */
export const textOn = (background: string): string =>
  contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;

const hex = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand colour as text on a white page: itself where it reads at AA, else darkened just
 * enough (mixed towards black in small steps) to reach it.
 */
export function inkOnWhite(color: string): string {
  const rgb = channels(color);
  for (let k = 0; k <= 20; k++) {
    const candidate = hex(rgb.map((v) => v * (1 - k * 0.05)));
    if (contrastRatio(candidate, WHITE) >= AA) return candidate;
  }
  return INK;
}

/** The CSS variables of the site's `<html>`: the brand colours and the text colours they take. */
export const brandStyle = (primary: string, secondary: string): CSSProperties =>
  ({
    '--brand': primary,
    '--brand-dark': secondary,
    '--on-brand': textOn(primary),
    '--on-brand-dark': textOn(secondary),
    '--brand-ink': inkOnWhite(primary),
  }) as CSSProperties;
