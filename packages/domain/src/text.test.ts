import { getTenant } from '@fierro/tenants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedAddressSchema } from './account-address';
import { addressSchema, cardSchema, contactSchema, fiscalDocumentSchema } from './checkout';
import {
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerCompanySchema,
  registerPersonSchema,
  testProviderLoginSchema,
} from './identity-schemas';
import {
  CONTROL_CHARACTERS,
  cleanName,
  hasControlCharacters,
  isPlainText,
  isWellFormedText,
  plainText,
} from './text';

const cl = getTenant('cl')!;
const br = getTenant('br')!;

/** Every control character an attacker would try: C0 (NUL, tab, line breaks, ESC), DEL, C1. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];

describe('control characters', () => {
  it('finds each of the 65 C0, DEL and C1 characters and nothing else of Latin-1 or beyond', () => {
    for (const c of CONTROLS)
      expect(hasControlCharacters(`ab${c}cd`), c.charCodeAt(0).toString(16)).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const expected = [...s].some((ch) => {
          const code = ch.codePointAt(0)!;
          return code < 0x20 || (code >= 0x7f && code <= 0x9f);
        });
        expect(hasControlCharacters(s)).toBe(expected);
      }),
    );
    for (const ok of ['Pérez', 'Ñandú «x»', 'São Paulo', '日本', '😀', ' '])
      expect(hasControlCharacters(ok)).toBe(false);
    expect(CONTROL_CHARACTERS.test('\u00a0')).toBe(false);
    // A property run of 100 strings: seconds on a busy 2-core machine.
  }, 30_000);

  it('plainText refuses before trimming, so a trailing NUL or line break is not hidden', () => {
    const s = plainText({ field: 'Ntt' }).trim();
    expect(s.safeParse('taladro\u0000').error?.issues[0]?.message).toBe(
      'Ntt: hay caracteres no válidos',
    );
    expect(s.safeParse('taladro\n').success).toBe(false);
    expect(s.parse('  taladro ')).toBe('taladro');
    expect(plainText({ lang: 'pr' }).safeParse('a\u0000').error?.issues[0]?.message).toBe(
      'Há caracteres inválidos',
    );
  });
});

describe('every text field of the shared schemas refuses control characters', () => {
  const person = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.cl',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    password: 'secreto1',
    acceptTerms: true,
  };
  const company = { ...person, companyDocument: '76.086.428-5', legalName: 'Constructora SpA' };
  const cases: ReadonlyArray<
    readonly [
      string,
      (c: string) => {
        success: boolean;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      },
      string,
    ]
  > = [
    [
      'login e-mail',
      (c) => loginSchema(cl).safeParse({ email: `ana${c}@example.cl`, password: 'x' }),
      'email',
    ],
    [
      'login e-mail (trailing)',
      (c) => loginSchema(cl).safeParse({ email: `ana@example.cl${c}`, password: 'x' }),
      'email',
    ],
    [
      'login password',
      (c) => loginSchema(cl).safeParse({ email: 'ana@example.cl', password: `secreto${c}` }),
      'password',
    ],
    ...(['firstName', 'lastName', 'email', 'document', 'phone', 'password'] as const).map(
      (field) =>
        [
          `register ${field}`,
          (c: string) =>
            registerPersonSchema(cl).safeParse({
              ...person,
              [field]: `${person[field].slice(0, 3)}${c}${person[field].slice(3)}`,
            }),
          field,
        ] as const,
    ),
    [
      'company legal name',
      (c) => registerCompanySchema(cl).safeParse({ ...company, legalName: `Constructora${c}SpA` }),
      'legalName',
    ],
    [
      'company document',
      (c) =>
        registerCompanySchema(cl).safeParse({ ...company, companyDocument: `76.086${c}.428-5` }),
      'companyDocument',
    ],
    [
      'profile first name',
      (c) => profileUpdateSchema(cl).safeParse({ firstName: `A${c}na` }),
      'firstName',
    ],
    [
      'profile phone',
      (c) => profileUpdateSchema(cl).safeParse({ phone: `+56 9 1234${c}5678` }),
      'phone',
    ],
    [
      'current password',
      (c) =>
        changePasswordSchema(cl).safeParse({ currentPassword: `a${c}b`, newPassword: 'secreto2' }),
      'currentPassword',
    ],
    [
      'new password',
      (c) =>
        changePasswordSchema(cl).safeParse({ currentPassword: 'ab', newPassword: `secreto${c}2` }),
      'newPassword',
    ],
    [
      'checkout contact name',
      (c) =>
        contactSchema(cl).safeParse({
          ...person,
          firstName: `A${c}na`,
          document: { type: 'CL_RUT', number: '12.345.678-5' },
        }),
      'firstName',
    ],
  ];

  it.each(cases)('%s', (_name, parse, field) => {
    for (const c of CONTROLS) {
      const r = parse(c);
      expect(r.success, `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(false);
      expect(r.error?.issues.map((i) => i.path[0])).toContain(field);
    }
  });

  it('speaks Portuguese on Brazil', () => {
    const r = loginSchema(br).safeParse({ email: 'ana\u0000@example.com.br', password: 'x' });
    expect(r.error?.issues[0]?.message).toBe('Há caracteres inválidos');
  });

  it('still accepts what people really type (accents, ñ, spaces inside)', () => {
    expect(
      registerPersonSchema(cl).parse({ ...person, firstName: ' María José ', lastName: 'Núñez' })
        .firstName,
    ).toBe('María José');
  });
});

/** Lone halves of a surrogate pair: no character at all (jsonb refuses them, text makes U+FFFD). */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

describe('lone surrogates', () => {
  it('isWellFormedText answers as String.prototype.isWellFormed, for any UTF-16 string', () => {
    const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (a, b) => {
          // fast-check's UTF-16 units: lone halves included, which 'binary' never makes.
          const s = `${a}${String.fromCharCode(0xd800 + (b.length % 0x800))}${b}`;
          expect(isWellFormedText(s)).toBe(wellFormed(s));
          expect(isWellFormedText(a)).toBe(wellFormed(a));
        },
      ),
    );
    for (const lone of LONE_SURROGATES) expect(isWellFormedText(`Ana${lone}`)).toBe(false);
    // A pair is one character (an emoji, a CJK extension letter): accepted.
    for (const ok of ['😀', 'Ana 😀 Pérez', '\ud83d\ude00', '𠀀'])
      expect(isWellFormedText(ok)).toBe(true);
    expect(isWellFormedText('\ude00\ud83d')).toBe(false); // the halves the wrong way round
  });

  it("plainText refuses one with the control characters' message, in the site's language", () => {
    expect(plainText().safeParse('Ana\ud800').error?.issues[0]?.message).toBe(
      'Hay caracteres no válidos',
    );
    expect(plainText({ lang: 'pr' }).safeParse('Ana\udfff').error?.issues[0]?.message).toBe(
      'Há caracteres inválidos',
    );
    expect(plainText({ field: 'Ntt' }).safeParse('\ud800').error?.issues[0]?.message).toBe(
      'Ntt: hay caracteres no válidos',
    );
    expect(plainText().parse('Ana 😀')).toBe('Ana 😀');
    expect(isPlainText('Ana\ud800')).toBe(false);
    expect(isPlainText('Ana\u0000')).toBe(false);
    expect(isPlainText('Ana Pérez')).toBe(true);
  });
});

describe('every text field of the shared schemas refuses a lone surrogate, naming the field', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const person = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.cl',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    password: 'secreto1',
    acceptTerms: true,
  };
  const contact = { ...person, document: { type: 'CL_RUT', number: '12.345.678-5' } };
  const address = { locationId: 'CL-13-santiago', street: 'Av. Matta', number: '123' };
  type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
  const cases: ReadonlyArray<readonly [string, (s: string) => Parsed, string]> = [
    [
      'order contact first name',
      (s) => contactSchema(cl).safeParse({ ...contact, firstName: `Ana${s}` }),
      'firstName',
    ],
    [
      'order contact last name',
      (s) => contactSchema(cl).safeParse({ ...contact, lastName: `${s}Pérez` }),
      'lastName',
    ],
    [
      'order contact e-mail',
      (s) => contactSchema(cl).safeParse({ ...contact, email: `ana${s}@example.cl` }),
      'email',
    ],
    [
      'order contact phone',
      (s) => contactSchema(cl).safeParse({ ...contact, phone: `+56 9 1234 5678${s}` }),
      'phone',
    ],
    [
      'delivery street',
      (s) => addressSchema(cl).safeParse({ ...address, street: `Av.${s} Matta` }),
      'street',
    ],
    [
      'delivery number',
      (s) => addressSchema(cl).safeParse({ ...address, number: `12${s}` }),
      'number',
    ],
    [
      'delivery apartment',
      (s) => addressSchema(cl).safeParse({ ...address, apartment: `B${s}` }),
      'apartment',
    ],
    [
      'saved address label',
      (s) => savedAddressSchema(cl).safeParse({ ...address, label: `Casa${s}` }),
      'label',
    ],
    [
      'saved address street',
      (s) => savedAddressSchema(cl).safeParse({ ...address, street: `Av. Matta${s}` }),
      'street',
    ],
    [
      'business name',
      (s) =>
        fiscalDocumentSchema(cl).safeParse({
          kind: 'factura',
          taxId: '76.086.428-5',
          businessName: `Constructora${s}`,
          businessActivity: 'Construcción',
        }),
      'businessName',
    ],
    [
      'card holder',
      (s) =>
        cardSchema('es', now).safeParse({
          number: '4111111111111111',
          expiry: '12/30',
          cvv: '123',
          holder: `Ana${s}`,
        }),
      'holder',
    ],
    [
      'registration first name',
      (s) => registerPersonSchema(cl).safeParse({ ...person, firstName: `Ana${s}` }),
      'firstName',
    ],
    [
      'registration e-mail',
      (s) => registerPersonSchema(cl).safeParse({ ...person, email: `ana${s}@example.cl` }),
      'email',
    ],
    [
      'profile last name',
      (s) => profileUpdateSchema(cl).safeParse({ lastName: `Rojas${s}` }),
      'lastName',
    ],
    [
      'login password',
      (s) => loginSchema(cl).safeParse({ email: 'ana@example.cl', password: `x${s}` }),
      'password',
    ],
    [
      'test provider first name',
      (s) =>
        testProviderLoginSchema(cl).safeParse({
          provider: 'FACEBOOK',
          email: 'ana@example.cl',
          firstName: `Ana${s}`,
          lastName: 'Pérez',
        }),
      'firstName',
    ],
  ];

  it.each(cases)('%s', (_name, parse, field) => {
    for (const lone of LONE_SURROGATES) {
      const r = parse(lone);
      expect(r.success, `U+${lone.charCodeAt(0).toString(16)}`).toBe(false);
      expect(r.error?.issues.map((i) => i.path[0])).toContain(field);
    }
    // The same place with a whole character is fine (the case is not refused for another reason).
    expect(parse('').success).toBe(true);
  });

  it('speaks Portuguese on Brazil', () => {
    const r = addressSchema(br).safeParse({
      zipCode: '01310-100',
      street: 'Av. Paulista\ud800',
      number: '1',
    });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['street'], message: 'Há caracteres inválidos' }),
    ]);
  });
});

describe("an identity provider's name is cleaned, not refused", () => {
  it.each([
    ['Ana', 'Ana'],
    ['  María   José ', 'María José'],
    ['Ana\r\nBcc: x@evil.com\u001b[31m\u0007', 'Ana Bcc: x@evil.com [31m'],
    ['Z\u0085\u009b', 'Z'],
    ['Ana\ud800', 'Ana'],
    ['\u0000\u0007', ''],
    ['Zoë 😀', 'Zoë 😀'],
    ['a'.repeat(100), 'a'.repeat(80)],
    // 79 letters and an emoji: the pair is kept whole, not cut in half.
    [`${'a'.repeat(79)}😀b`, `${'a'.repeat(79)}😀`],
  ])('%j is stored as %j', (given, stored) => {
    expect(cleanName(given)).toBe(stored);
    expect(isPlainText(cleanName(given))).toBe(true);
  });
});
