import { describe, expect, it } from 'vitest';
import { toTop } from './scroll-client';

describe('back to top', () => {
  it('takes the keyboard to the top too: the skip link, without a second scroll', () => {
    const calls: string[] = [];
    const skip = {
      focus: (options: FocusOptions) => calls.push(`focus ${JSON.stringify(options)}`),
    };
    const doc = {
      defaultView: { scrollTo: (o: ScrollToOptions) => calls.push(`scroll ${o.top}`) },
      querySelector: (selector: string) => (selector === 'a[href="#main"]' ? skip : null),
    } as unknown as Document;
    toTop(doc);
    // The button goes once at the top: focus left on it fell to the page's body.
    expect(calls).toEqual(['scroll 0', 'focus {"preventScroll":true}']);
  });
});
