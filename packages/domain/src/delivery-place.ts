import type { Tenant } from '@fierro/tenants';

/**
 * Where a home delivery may go on a site that picks places through geography levels (region,
 * comuna): a place of the deepest level, or a place with none under it. Argentina's and
 * Uruguay's data have provinces and departments without cities: there the province or department
 * is the whole address's place, and asking for a city no list holds would end the checkout.
 */
export const isDeliveryPlace = (
  path: ReadonlyArray<{ hasChildren: boolean }>,
  levelCount: number,
): boolean => path.length > 0 && (path.length >= levelCount || !path.at(-1)!.hasChildren);

/** The geography levels a site's places are picked through, top first (none on a zip-code site). */
export const locationLevelsOf = (tenant: Pick<Tenant, 'locationSelector'>) =>
  tenant.locationSelector.kind === 'levels' ? tenant.locationSelector.levels : [];

/**
 * The level a place picker still needs (its index), or null when the picks make a delivery
 * place: the level under the deepest pick, unless that level has no places to pick from.
 * `options` of a level are the places under the pick above it (empty when none, or not read).
 */
export const placeLevelToPick = (
  levels: ReadonlyArray<{ picked: string | null | undefined; options: readonly unknown[] }>,
): number | null => {
  const deepest = levels.findLastIndex((l) => Boolean(l.picked));
  // Nothing picked: the place asked for is the last level's (a comuna, a city).
  if (deepest === -1) return levels.length > 0 ? levels.length - 1 : null;
  // A pick above an empty pick still counts only down to the first gap.
  const firstGap = levels.findIndex((l) => !l.picked);
  if (firstGap !== -1 && firstGap < deepest) return firstGap;
  const next = levels[deepest + 1];
  return next && next.options.length > 0 ? deepest + 1 : null;
};

/**
 * A zip code as the country writes it, from what a person typed: Brazil's CEP is `01129-474`
 * whether typed with its hyphen, without it (`01129474`) or with a dot (`01.129-474`); Mexico's
 * código postal is its five digits. Anything else is left as typed (it then matches nothing).
 */
export function canonicalZipCode(country: string, typed: string): string {
  const digits = typed.replace(/[\s.-]/g, '');
  if (!/^\d+$/.test(digits)) return typed.trim();
  if (country === 'BR' && digits.length === 8) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  return digits;
}
