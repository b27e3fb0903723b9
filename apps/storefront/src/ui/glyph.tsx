/**
 * A decorative symbol (arrows, close, check), hidden from screen readers. The character
 * itself lives in globals.css, never in the page: one character above U+00FF makes Node hold a
 * cached page's whole HTML as a two-byte string, and a 100 KB page then serves about 40% slower
 * (README, "Pages stay Latin-1"; src/latin1.test.ts keeps it so).
 */
export type GlyphName =
  | 'chevron-left'
  | 'chevron-right'
  | 'close'
  | 'check'
  | 'arrow-up'
  | 'external'
  | 'play';

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <span aria-hidden="true" className={`glyph glyph-${name}${className ? ` ${className}` : ''}`} />
  );
}
