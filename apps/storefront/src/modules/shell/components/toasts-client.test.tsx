import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOTTOM_BAR_VAR, ToastProvider } from './toasts-client';

describe('the toasts', () => {
  it("float above a bar fixed at the bottom of the screen (the cart's total on phones)", () => {
    const html = renderToStaticMarkup(
      <ToastProvider>
        <main />
      </ToastProvider>,
    );
    const stack = /<div([^>]*data-toast-stack[^>]*)>/.exec(html)?.[1] ?? '';
    expect(stack).toContain(`style="bottom:calc(1rem + var(${BOTTOM_BAR_VAR}, 0px))"`);
    // Not pinned to the screen's edge by a class the style would have to fight.
    expect(stack).not.toMatch(/\bbottom-\d/);
  });
});
