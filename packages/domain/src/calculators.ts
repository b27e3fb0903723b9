import type { Separators } from '@fierro/tenants';
import { separatorsOf } from './price';
import { isNumberEntry } from './validators';

/**
 * Product-page calculators (issue 7): square metres to boxes for tiles and floors, and litres and
 * cans of paint. Pure arithmetic; amounts of money are integers in the currency's minor unit.
 */

/**
 * Digits grouped by threes with one mark (1: the mark, 2: the groups after the first), then
 * perhaps the other mark and decimals (3).
 */
const GROUPED_BY_THREES = /^\d{1,3}([.,])\d{3}((?:\1\d{3})*)((?!\1)[.,]\d+)?$/;

/**
 * Spec §5 number entry: digits, dot or comma, read by the site's number format (its separators,
 * spec §3) — what a shopper types in the product page's quantity box and its calculators alike,
 * so "1.000" is one number on the whole page:
 * - digits grouped by threes with the site's thousands mark are thousands ("1.000" and
 *   "1.000,5" in Chile, "1,000" in Peru), and so are groups repeated with either mark
 *   ("1.000.000": no number has two decimal marks);
 * - otherwise the last dot or comma is the decimal mark (a shopper types "12,5" or "12.5" on any
 *   site: "1,000" in Chile is 1) and any earlier one a thousands mark.
 * Without a site (a catalogue label, "Galón 3,785 L") the site's thousands mark is unknown and
 * only the repeated groups and the last mark count. Null when the text is not a number entry or
 * reads as no finite number.
 */
export function parseNumberEntry(
  text: string,
  site?: Pick<Separators, 'thousand'> | string,
): number | null {
  const t = text.trim();
  if (!t || !isNumberEntry(t)) return null;
  const thousand = typeof site === 'string' ? separatorsOf(site).thousand : site?.thousand;
  const g = GROUPED_BY_THREES.exec(t);
  const thousands = g && (g[1] === thousand || (g[2] && !g[3]));
  // Where the decimals start: after the other mark of a grouped number, else after the last mark.
  const last = thousands
    ? g[3]
      ? t.length - g[3].length
      : -1
    : Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  const whole = (last < 0 ? t : t.slice(0, last)).replace(/[.,]/g, '');
  const fraction = last < 0 ? '' : t.slice(last + 1);
  if (!whole && !fraction) return null;
  const n = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(n) ? n : null;
}

export interface BoxesInput {
  /** Area to cover in m². */
  area: number;
  /** m² one box covers. */
  coveragePerBox: number;
  /** Extra allowance for cuts and breakage, in percent (10 = 10 %). */
  wastePercent: number;
  /** Price of one box in minor units. */
  boxPrice: number;
}

export interface BoxesResult {
  /** Area with the waste allowance, m² (two decimals). */
  areaWithWaste: number;
  /** Whole boxes to buy (rounded up). */
  boxes: number;
  /** m² the bought boxes cover. */
  coveredArea: number;
  /** boxes × boxPrice, minor units. */
  total: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Metres squared to whole boxes; null on a non-positive area or coverage, or a negative waste. */
export function boxesForArea(input: BoxesInput): BoxesResult | null {
  const { area, coveragePerBox, wastePercent, boxPrice } = input;
  if (!(area > 0) || !(coveragePerBox > 0) || !(wastePercent >= 0) || !(boxPrice >= 0)) return null;
  const areaWithWaste = round2(area * (1 + wastePercent / 100));
  // Round to 1e-9 first so 10.000000001 boxes (a float artefact) is not 11.
  const boxes = Math.max(1, Math.ceil(Math.round((areaWithWaste / coveragePerBox) * 1e9) / 1e9));
  return {
    areaWithWaste,
    boxes,
    coveredArea: round2(boxes * coveragePerBox),
    total: Math.round(boxes * boxPrice),
  };
}

export interface PaintInput {
  /** Wall area in m². */
  area: number;
  /** Coats (manos) to apply, a whole number of at least 1. */
  coats: number;
  /** m² one litre covers per coat. */
  yieldPerLitre: number;
  /** Litres in one can. */
  canLitres: number;
  /** Price of one can in minor units. */
  canPrice?: number;
}

export interface PaintResult {
  /** Litres needed (two decimals, rounded up). */
  litres: number;
  /** Whole cans to buy. */
  cans: number;
  /** cans × canPrice, minor units (0 without a price). */
  total: number;
}

/** Area, coats and yield to litres and whole cans; null on any non-positive input. */
export function paintForArea(input: PaintInput): PaintResult | null {
  const { area, coats, yieldPerLitre, canLitres, canPrice = 0 } = input;
  if (!(area > 0) || !(yieldPerLitre > 0) || !(canLitres > 0) || !(canPrice >= 0)) return null;
  if (!Number.isInteger(coats) || coats < 1) return null;
  const exact = (area * coats) / yieldPerLitre;
  const litres = Math.ceil(Math.round(exact * 1e9) / 1e7) / 100;
  const cans = Math.max(1, Math.ceil(Math.round((exact / canLitres) * 1e9) / 1e9));
  return { litres, cans, total: Math.round(cans * canPrice) };
}
