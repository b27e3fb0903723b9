import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerCompanySchema,
  registerPersonSchema,
} from './identity-schemas';

const cl = getTenant('cl');
const br = getTenant('br');
const pe = getTenant('pe');
if (!cl || !br || !pe) throw new Error('tenants missing');

const person = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: ' Ana@Example.CL ',
  document: '12.345.678-5',
  phone: '+56 9 1234 5678',
  password: 'secreto1',
  acceptTerms: true,
};

describe('registerPersonSchema', () => {
  it('accepts a valid Chilean person and normalizes e-mail and RUT', () => {
    const r = registerPersonSchema(cl).parse(person);
    expect(r.email).toBe('ana@example.cl');
    expect(r.document).toBe('12345678-5');
  });
  it('names the field and speaks Spanish on a bad RUT', () => {
    const r = registerPersonSchema(cl).safeParse({ ...person, document: '12.345.678-4' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['document']);
    expect(r.error?.issues[0]?.message).toBe('El RUT no es válido');
  });
  it('speaks Portuguese on Brazil and checks the CPF', () => {
    const r = registerPersonSchema(br).safeParse({ ...person, document: '111.111.111-11' });
    expect(r.error?.issues[0]?.message).toBe('O CPF não é válido');
    expect(
      registerPersonSchema(br).safeParse({ ...person, document: '529.982.247-25' }).success,
    ).toBe(true);
  });
  it.each([
    ['password', '12345', 'La contraseña debe tener al menos 6 caracteres'],
    ['password', 'x'.repeat(33), 'La contraseña debe tener como máximo 32 caracteres'],
    ['email', 'ana@', 'Ingresa un correo válido'],
    ['phone', 'abc', 'Ingresa un teléfono válido'],
    ['firstName', '', 'Ingresa este dato'],
  ])('refuses %s %j', (field, value, message) => {
    const r = registerPersonSchema(cl).safeParse({ ...person, [field]: value });
    expect(r.error?.issues[0]?.path).toEqual([field]);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('accepts a password of exactly 6 and 32 characters', () => {
    expect(registerPersonSchema(cl).safeParse({ ...person, password: '123456' }).success).toBe(
      true,
    );
    expect(
      registerPersonSchema(cl).safeParse({ ...person, password: 'x'.repeat(32) }).success,
    ).toBe(true);
  });
});

describe('registerCompanySchema', () => {
  it('accepts a Peruvian company with its RUC and the user DNI', () => {
    const r = registerCompanySchema(pe).parse({
      ...person,
      document: '45678912',
      companyDocument: '20100047218',
      legalName: 'Ferretería Andina SAC',
    });
    expect(r.companyDocument).toBe('20100047218');
  });
  it('refuses a RUC with a bad check digit', () => {
    const r = registerCompanySchema(pe).safeParse({
      ...person,
      document: '45678912',
      companyDocument: '20100047217',
      legalName: 'Ferretería Andina SAC',
    });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['companyDocument']);
  });
});

describe('login, profile and password schemas', () => {
  it('login defaults to a person account', () => {
    expect(loginSchema(cl).parse({ email: 'a@b.cl', password: 'x' }).accountKind).toBe('person');
  });
  it('login refuses an empty password naming the field', () => {
    const r = loginSchema(cl).safeParse({ email: 'a@b.cl', password: '' });
    expect(r.error?.issues[0]?.path).toEqual(['password']);
  });
  it('profile update is partial', () => {
    expect(profileUpdateSchema(cl).parse({ phone: '2 2345 6789' })).toEqual({
      phone: '2 2345 6789',
    });
  });
  it('change password applies the length rule to the new one', () => {
    const r = changePasswordSchema(br).safeParse({
      currentPassword: 'antiga1',
      newPassword: '123',
    });
    expect(r.error?.issues[0]?.message).toBe('A senha deve ter pelo menos 6 caracteres');
  });
});
