import { getTenant } from '@fierro/tenants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema } from './checkout';
import {
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerCompanySchema,
  registerPersonSchema,
} from './identity-schemas';
import { CONTROL_CHARACTERS, hasControlCharacters, plainText } from './text';

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
