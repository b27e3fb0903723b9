'use client';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { BoxesCalculator as BoxesCalculatorView } from './boxes-calculator-client';
import type { PaintCalculator as PaintCalculatorView } from './paint-calculator-client';

// The calculators need @fierro/domain's number rules and price formats, which bring zod and the
// tenant registry (about 35 KB gzip): loaded only on the tile and paint pages that show them, not
// with every product page. The server renders them in full, so the page shows no placeholder.
const LazyBoxes = lazy(() =>
  import('./boxes-calculator-client').then((m) => ({ default: m.BoxesCalculator })),
);
const LazyPaint = lazy(() =>
  import('./paint-calculator-client').then((m) => ({ default: m.PaintCalculator })),
);

export function BoxesCalculator(props: ComponentProps<typeof BoxesCalculatorView>) {
  return (
    <Suspense fallback={<div className="min-h-72 rounded-lg border border-gray-200" />}>
      <LazyBoxes {...props} />
    </Suspense>
  );
}

/**
 * Inside the paint modal, which opens in a transition (ui/modal-client): no Suspense here, so the
 * modal opens once the code is in, complete and with focus on its first field.
 */
export function PaintCalculator(props: ComponentProps<typeof PaintCalculatorView>) {
  return <LazyPaint {...props} />;
}
