import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { layerMessages, MoreMessagesProvider } from './more-messages-client';

function Reader() {
  const t = useTranslations();
  return (
    <p>
      {t('common.close')}|{t('product.calculator.area')}|{t('product.gallery')}
    </p>
  );
}

describe('more client messages around one part of a page', () => {
  it("keeps the shell's messages and adds its own (a nested next-intl provider replaces them)", () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider
        locale="es-CL"
        messages={{ common: { close: 'Cerrar' }, product: { gallery: 'Galería' } }}
      >
        <MoreMessagesProvider messages={{ product: { calculator: { area: 'Superficie' } } }}>
          <Reader />
        </MoreMessagesProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toBe('<p>Cerrar|Superficie|Galería</p>');
  });

  it('lays namespaces over each other; a precompiled message (an array) is a leaf', () => {
    const base = { a: { b: 'x', c: [0, ' uno'] }, d: 'z' };
    expect(layerMessages(base, { a: { c: [1, ' dos'], e: 'y' } })).toEqual({
      a: { b: 'x', c: [1, ' dos'], e: 'y' },
      d: 'z',
    });
    expect(base.a.c).toEqual([0, ' uno']);
  });
});
