/** Values a shopper can scan: every selected one, then the most frequent (a big category has
 * thousands of brands, which made the listing several megabytes). */
export const FACET_VALUES_SHOWN = 12;
export const topValues = <V extends { selected?: boolean; count: number }>(values: V[]): V[] => {
  const selected = values.filter((v) => v.selected);
  const rest = values
    .filter((v) => !v.selected)
    .sort((a, b) => b.count - a.count)
    .slice(0, Math.max(0, FACET_VALUES_SHOWN - selected.length));
  const keep = new Set([...selected, ...rest]);
  return values.filter((v) => keep.has(v));
};
