import { Glyph } from './glyph';

/** Stars for an average rating (0 to 5), with an accessible label. */
export function Rating({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-gray-600"
      role="img"
      aria-label={label}
    >
      <span
        className="relative inline-block text-sm leading-none tracking-tight"
        aria-hidden="true"
      >
        <Glyph name="stars" className="text-gray-300" />
        <span
          className="absolute inset-0 overflow-hidden text-amber-500"
          style={{ width: `${pct}%` }}
        >
          <Glyph name="stars" />
        </span>
      </span>
    </span>
  );
}
