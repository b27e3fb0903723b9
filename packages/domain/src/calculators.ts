import { isNumberEntry } from './validators';

/**
 * Product-page calculators (issue 7): square metres to boxes for tiles and floors, and litres and
 * cans of paint. Pure arithmetic; amounts of money are integers in the currency's minor unit.
 */

/**
 * Spec §5 number entry: digits, dot or comma. The last dot or comma is the decimal mark (a shopper
 * types "12,5" or "12.5"); any earlier one is a thousands mark. Null when the text is not a
 * number entry or reads as no finite number.
 */
export function parseNumberEntry(text: string): number | null {
  const t = text.trim();
  if (!t || !isNumberEntry(t)) return null;
  const last = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
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
