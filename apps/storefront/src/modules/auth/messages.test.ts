import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { authMessages, authTranslator } from './messages';

describe("the provider link page's texts (issue 23 follow-up)", () => {
  it('name the provider in Spanish and in Portuguese', () => {
    const es = authTranslator(getTenant('cl')!);
    const pt = authTranslator(getTenant('br')!);
    expect(es('linkProviderTitle', { provider: 'Facebook' })).toBe(
      'Conectar tu cuenta de Facebook',
    );
    expect(es('linkProviderDone', { provider: 'Facebook' })).toBe(
      'Listo: ya puedes ingresar con Facebook',
    );
    expect(pt('linkProviderTitle', { provider: 'LIVELO' })).toBe('Conectar sua conta de LIVELO');
    expect(pt('linkProviderDone', { provider: 'LIVELO' })).toBe(
      'Pronto: você já pode entrar com LIVELO',
    );
  });

  it('every sign-in text has both languages', () => {
    const keys = (locale: 'es-CL' | 'pt-BR') => Object.keys(authMessages(locale).auth).sort();
    expect(keys('pt-BR')).toEqual(keys('es-CL'));
  });
});
