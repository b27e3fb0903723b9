/**
 * A place picker as a refused no-script post left it (issue: the Chilean home delivery without
 * JavaScript): the server shows the places of each level whose parent was picked, so the shopper
 * picks the region, sends, gets its comunas, picks one and sends again. Pure: the places are
 * read by the caller (`pickedPlaceLevels` in places.ts, the delivery action).
 */
export interface PlaceOption {
  id: string;
  name: string;
}

/** The posted picks of `count` levels (`place0`, `place1` ...), or null when none was posted. */
export function postedPicks(values: unknown, count: number): string[] | null {
  if (typeof values !== 'object' || values === null || !('place0' in values)) return null;
  const posted = values as Record<string, unknown>;
  return Array.from({ length: count }, (_, depth) => {
    const value = posted[`place${depth}`];
    return typeof value === 'string' ? value : '';
  });
}

/**
 * What each level's places are read under: the root (null) for the first, the pick above for the
 * others; undefined when nothing is picked above (the level has nothing to offer yet).
 */
export const parentsOfPicks = (
  picked: readonly string[],
  count: number,
): Array<string | null | undefined> =>
  Array.from({ length: count }, (_, depth) =>
    depth === 0 ? null : picked[depth - 1] || undefined,
  );

/**
 * The levels from the picks and the places read under them (`options[depth]`, as
 * `parentsOfPicks` asked). A pick stands only when it is one of its level's places under a pick
 * that stands: a comuna of another region (the region changed, the old comuna kept) is dropped,
 * and the levels under a dropped pick offer nothing.
 */
export function levelsFromPicks(
  labels: readonly string[],
  picked: readonly string[],
  options: ReadonlyArray<readonly PlaceOption[]>,
): Array<{ label: string; options: PlaceOption[]; selected: string | null }> {
  let above = true;
  return labels.map((label, depth) => {
    const offered = above ? [...(options[depth] ?? [])] : [];
    const pick = picked[depth] ?? '';
    const stands = pick !== '' && offered.some((o) => o.id === pick);
    above = stands;
    return { label, options: offered, selected: stands ? pick : null };
  });
}
