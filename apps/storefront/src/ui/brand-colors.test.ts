import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { brandStyle, contrastRatio, inkOnWhite, textOn } from './brand-colors';

describe('brand colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#ffcc00', '#ffffff')).toBeCloseTo(1.51, 2);
  });

  it('puts dark text on light brands and white on dark ones', () => {
    expect(textOn('#ffcc00')).toBe('#111827'); // Colombia's secondary (the footer)
    expect(textOn('#f28c00')).toBe('#111827'); // Dicico's primary (the header)
    expect(textOn('#0b4ea2')).toBe('#ffffff');
    expect(textOn('#1f2937')).toBe('#ffffff');
  });

  it('darkens a brand colour only as far as text on white needs', () => {
    expect(inkOnWhite('#0b4ea2')).toBe('#0b4ea2');
    const orange = inkOnWhite('#f28c00');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(6);
  });

  it.each(TENANTS.map((t) => [t.code, t.brand.colors] as const))(
    '%s: every brand text colour reads at AA (4.5:1)',
    (_code, { primary, secondary }) => {
      const s = brandStyle(primary, secondary) as Record<string, string>;
      expect(contrastRatio(s['--on-brand']!, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s['--on-brand-dark']!, secondary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s['--brand-ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('no component writes text in the raw brand colour (it fails AA on light brands): brand-ink does', () => {
    const src = join(import.meta.dirname, '..');
    const found: string[] = [];
    for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('.tsx')) continue;
      const code = readFileSync(join(src, rel), 'utf8');
      if (/(?<![\w-])text-brand(?![\w-])/.test(code)) found.push(rel);
    }
    expect(found).toEqual([]);
  });
});
