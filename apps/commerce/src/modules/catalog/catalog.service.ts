import type { CategoryNode, CategoryTreeResponse } from '../../contract';

/** A category as storage holds it (a flat list; `parentId` null for a department). */
export interface StoredCategory {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  slug: string;
  sortOrder: number;
  productCount: number;
}

/** What the category tree reads from storage. */
export interface CatalogRepo {
  /** Every category of the site (null: unknown site). */
  categories(siteId: string): Promise<readonly StoredCategory[]>;
}

export const DEFAULT_TREE_DEPTH = 2;
export const MAX_TREE_DEPTH = 6;

/**
 * The site's category tree down to `depth` levels (1 = departments only), each level in display
 * order (sort order, then name). Categories whose parent is missing are left out.
 */
export const buildCategoryTree = (
  categories: readonly StoredCategory[],
  depth: number,
): CategoryNode[] => {
  const children = new Map<string | null, StoredCategory[]>();
  for (const c of categories) {
    const list = children.get(c.parentId);
    if (list) list.push(c);
    else children.set(c.parentId, [c]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'es'));
  }
  const grow = (parentId: string | null, level: number): CategoryNode[] =>
    (children.get(parentId) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      level: c.level,
      productCount: c.productCount,
      children: level < depth ? grow(c.id, level + 1) : [],
    }));
  return grow(null, 1);
};

export const categoryTree = async (
  repo: CatalogRepo,
  siteId: string,
  depth: number,
): Promise<CategoryTreeResponse> => ({
  siteId,
  depth,
  categories: buildCategoryTree(await repo.categories(siteId), depth),
});
