import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type StoredCategory } from './catalog.service';

const cat = (
  id: string,
  parentId: string | null,
  level: number,
  name: string,
  sortOrder = 0,
): StoredCategory => ({
  id,
  parentId,
  level,
  name,
  slug: name.toLowerCase(),
  sortOrder,
  productCount: 1,
});

const flat = [
  cat('c2', null, 1, 'Pisos', 1),
  cat('c1', null, 1, 'Herramientas', 0),
  cat('c11', 'c1', 2, 'Manuales', 1),
  cat('c12', 'c1', 2, 'Eléctricas', 1),
  cat('c121', 'c12', 3, 'Taladros'),
  cat('c21', 'c2', 2, 'Cerámica'),
  cat('orphan', 'missing', 2, 'Huérfana'),
];

describe('buildCategoryTree', () => {
  it('nests children under their parent in sort order, then by name', () => {
    const tree = buildCategoryTree(flat, 3);
    expect(tree.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(tree[0]!.children.map((c) => c.name)).toEqual(['Eléctricas', 'Manuales']);
    expect(tree[0]!.children[0]!.children.map((c) => c.id)).toEqual(['c121']);
  });

  it('stops at the asked depth (1 = departments only)', () => {
    expect(buildCategoryTree(flat, 1).every((c) => c.children.length === 0)).toBe(true);
    const two = buildCategoryTree(flat, 2);
    expect(two[0]!.children[0]!.children).toEqual([]);
  });

  it('leaves out categories whose parent is missing', () => {
    const ids = JSON.stringify(buildCategoryTree(flat, 6));
    expect(ids).not.toContain('orphan');
  });
});
