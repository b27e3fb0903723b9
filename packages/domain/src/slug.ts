import { getTenant } from '@fierro/tenants';

/**
 * Spec §5 slug generation. Order matters: `&` becomes `y` first; c-cedilla is handled before
 * accent folding (folding alone would turn it into c everywhere); whitespace and slashes become
 * hyphens; then every character that is not a letter, a digit or a hyphen is stripped (this is
 * our reading of "many punctuation and symbol characters"); repeated hyphens collapse and
 * leading/trailing hyphens go (chosen). Case is kept: category URLs lower-case the result.
 * An unknown tenant code strips c-cedilla like every non-Brazilian site.
 */
export function slugify(text: string, tenantCode: string): string {
  const cedilla = getTenant(tenantCode)?.slugCedillaAsC ? { ç: 'c', Ç: 'C' } : { ç: '', Ç: '' };
  return text
    .replace(/&/g, 'y')
    .replace(/[çÇ]/g, (c) => cedilla[c as 'ç' | 'Ç'])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s/\\]+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
