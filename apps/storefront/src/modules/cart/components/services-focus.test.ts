import { describe, expect, it } from 'vitest';
import { focusAfterService, moreFor, type ServiceFocus } from './services-focus';

/** Just enough of the DOM for the section's focus: elements by tag and attributes, and focus. */
class Node {
  children: Node[] = [];
  parent: Node | null = null;
  constructor(
    readonly doc: Doc,
    readonly tag: string,
    readonly attrs: Record<string, string> = {},
  ) {}
  add(...children: Node[]) {
    for (const c of children) {
      c.parent = this;
      this.children.push(c);
    }
    return this;
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    // A focused element taken out of the page leaves the focus on the body.
    if (this.contains(this.doc.activeElement)) this.doc.activeElement = this.doc.body;
    this.parent = null;
  }
  get ownerDocument() {
    return this.doc;
  }
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  focus() {
    this.doc.activeElement = this;
  }
  scrollIntoView(options: ScrollIntoViewOptions) {
    this.doc.scrolled = { node: this, options };
  }
  contains(other: Node | null): boolean {
    for (let n = other; n; n = n.parent) if (n === this) return true;
    return false;
  }
  querySelectorAll(selector: string): Node[] {
    const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    const matches = (n: Node) => (attribute ? attribute in n.attrs : n.tag === selector);
    return this.children.flatMap((c) => [
      ...(matches(c) ? [c] : []),
      ...c.querySelectorAll(selector),
    ]);
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}
class Doc {
  body: Node;
  activeElement: Node | null;
  scrolled: { node: Node; options: ScrollIntoViewOptions } | null = null;
  constructor() {
    this.body = new Node(this, 'body');
    this.activeElement = this.body;
  }
}

/** A line's services section: a warranty added already or not, and offers with their buttons. */
function page(added: string[], offers: string[]) {
  const doc = new Doc();
  const el = (tag: string, attrs: Record<string, string> = {}) => new Node(doc, tag, attrs);
  const heading = el('h3', { 'data-services-title': '', tabindex: '-1' });
  const row = (attr: string, sku: string) => el('li', { [attr]: sku }).add(el('button'));
  const section = el('section', { 'data-services': '' }).add(
    heading,
    ...added.map((sku) => row('data-service', sku)),
    ...offers.map((sku) => row('data-offer', sku)),
    el('button', { 'aria-haspopup': 'dialog' }),
  );
  const elsewhere = el('button');
  doc.body.add(section, elsewhere);
  const button = (attr: string, sku: string) =>
    section.querySelectorAll(`[${attr}]`).find((n) => n.getAttribute(attr) === sku)!.children[0]!;
  return { doc, section, heading, elsewhere, button };
}
const focusAfter = (p: ReturnType<typeof page>, want: ServiceFocus) =>
  focusAfterService(p.section as unknown as HTMLElement, want);

describe("a line's warranties: focus after an add or a removal never stays on the body", () => {
  it('added from its own "Agregar": its offer went with the answer, its "Quitar" takes the focus', () => {
    const p = page([], ['W1', 'W2']);
    const offer = p.section.querySelectorAll('[data-offer]')[0]!;
    offer.children[0]!.focus();
    // The answer: the offer's row is replaced by the service's.
    offer.remove();
    p.section.add(new Node(p.doc, 'li', { 'data-service': 'W1' }).add(new Node(p.doc, 'button')));
    expect(p.doc.activeElement).toBe(p.doc.body);
    expect(focusAfter(p, { kind: 'add', skuId: 'W1', settled: true })).toBe(true);
    expect(p.doc.activeElement).toBe(p.button('data-service', 'W1'));
    // Brought clear of the phone's sticky summary (focus alone scrolls nothing in the viewport).
    expect(p.doc.scrolled).toEqual({
      node: p.button('data-service', 'W1'),
      options: { block: 'nearest' },
    });
  });

  it('focus lost before the answer is drawn (the dialog went away): the heading, then "Quitar"', () => {
    const p = page([], ['W1', 'W2']);
    const want: ServiceFocus = { kind: 'add', skuId: 'W1', settled: false };
    expect(focusAfter(p, want)).toBe(false);
    expect(p.doc.activeElement).toBe(p.heading);
    // Answered and drawn: the service's own button.
    want.settled = true;
    p.section.add(new Node(p.doc, 'li', { 'data-service': 'W1' }).add(new Node(p.doc, 'button')));
    expect(focusAfter(p, want)).toBe(true);
    expect(p.doc.activeElement).toBe(p.button('data-service', 'W1'));
  });

  it('refused: the offer and its button are still there, focus stays on it', () => {
    const p = page([], ['W1', 'W2']);
    p.button('data-offer', 'W1').focus();
    expect(focusAfter(p, { kind: 'add', skuId: 'W1', settled: false })).toBe(false);
    expect(p.doc.activeElement).toBe(p.button('data-offer', 'W1'));
    expect(focusAfter(p, { kind: 'add', skuId: 'W1', settled: true })).toBe(true);
    expect(p.doc.activeElement).toBe(p.button('data-offer', 'W1'));
  });

  it('answered but nothing to focus, focus lost: the heading, and done', () => {
    const p = page([], ['W2']);
    expect(focusAfter(p, { kind: 'add', skuId: 'W1', settled: true })).toBe(true);
    expect(p.doc.activeElement).toBe(p.heading);
  });

  it('the shopper went on elsewhere meanwhile: focus is left there', () => {
    const p = page(['W1'], ['W2']);
    p.elsewhere.focus();
    expect(focusAfter(p, { kind: 'add', skuId: 'W1', settled: true })).toBe(true);
    expect(p.doc.activeElement).toBe(p.elsewhere);
  });

  it('removed: its "Quitar" went with it, focus goes to its offer back in the list', () => {
    const p = page(['W1'], ['W2']);
    const row = p.section.querySelectorAll('[data-service]')[0]!;
    row.children[0]!.focus();
    row.remove();
    expect(p.doc.activeElement).toBe(p.doc.body);
    p.section.add(new Node(p.doc, 'li', { 'data-offer': 'W1' }).add(new Node(p.doc, 'button')));
    expect(focusAfter(p, { kind: 'remove', skuId: 'W1', settled: true })).toBe(true);
    expect(p.doc.activeElement).toBe(p.button('data-offer', 'W1'));
  });
});

describe('the "more warranties" dialog is closed once its offers changed', () => {
  it('stays as it is while they are the same', () => {
    const open = { open: true, offers: 'W1 W2 W3' };
    expect(moreFor(open, 'W1 W2 W3')).toBe(open);
  });

  it('an add took one away: closed; the removal that brings it back does not reopen it', () => {
    let state = { open: true, offers: 'W1 W2' };
    state = moreFor(state, 'W2');
    expect(state).toEqual({ open: false, offers: 'W2' });
    state = moreFor(state, 'W1 W2');
    expect(state).toEqual({ open: false, offers: 'W1 W2' });
  });
});
