import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { settle } from './settled-client';

/** A deferred part as the server payload's reader makes it: `_init` throws until it is here. */
const part = (value: unknown, pending?: Promise<unknown>): ReactNode =>
  ({
    $$typeof: Symbol.for('react.lazy'),
    _payload: pending ? { status: 'pending' } : { status: 'fulfilled', value },
    _init: () => {
      if (pending) throw pending;
      return value;
    },
  }) as unknown as ReactNode;

describe('settle: a streamed tree read whole before it renders', () => {
  it('reads parts nested in elements, arrays and props, and passes once all are here', () => {
    const tree = createElement(
      'main',
      null,
      part(createElement('p', { title: 'x' }, part('text'))),
      [createElement('ul', { key: 'a', slot: part(createElement('li')) })],
    );
    expect(() => settle(tree)).not.toThrow();
  });

  it('suspends on the first part still on its way, however deep', () => {
    const waiting = new Promise(() => {});
    const tree = createElement(
      'main',
      null,
      createElement('div', null, createElement('span', { label: part(null, waiting) })),
    );
    let thrown: unknown = null;
    try {
      settle(tree);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(waiting);
  });

  it('passes plain values and objects that are not elements', () => {
    expect(() => settle('text')).not.toThrow();
    expect(() => settle(null)).not.toThrow();
    expect(() => settle({ any: 'object' })).not.toThrow();
  });
});
