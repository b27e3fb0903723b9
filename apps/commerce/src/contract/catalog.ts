import { z } from 'zod';

/** One category of the tree, with its children down to the asked depth. */
export const CategoryNode: z.ZodType<CategoryNode> = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** 1 = department. */
    level: z.number().int().positive(),
    /** Published products in this category or below it. */
    productCount: z.number().int().nonnegative(),
    /** Children in display order; empty at the asked depth or at a leaf. */
    get children() {
      return z.array(CategoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });
export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  level: number;
  productCount: number;
  children: CategoryNode[];
}

/** Answer of `/catalog/v1/{siteId}/category-tree?depth`: the departments and their subtrees. */
export const CategoryTreeResponse = z.object({
  siteId: z.string(),
  depth: z.number().int().positive(),
  categories: z.array(CategoryNode),
});
export type CategoryTreeResponse = z.infer<typeof CategoryTreeResponse>;
