import { describe, expect, it } from 'vitest';
import { eraseCredentials, eraseFormSchema, eraseFormTexts, typedCode } from './erase-form';

describe('typedCode', () => {
  it('takes six digits, with the spaces some apps show', () => {
    expect(typedCode('123456')).toBe('123456');
    expect(typedCode(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const typed of [undefined, '', '12345', '1234567', '12345a'])
      expect(typedCode(typed)).toBeNull();
  });
});

describe('eraseFormSchema', () => {
  const messages = (askCode: boolean, values: object) => {
    const result = eraseFormSchema(askCode).safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('asks for the password', () => {
    expect(messages(false, { password: '' })).toEqual([eraseFormTexts.passwordMissing]);
    expect(messages(false, { password: 'Secret-1' })).toEqual([]);
  });

  it('asks for the code only of an account with two-factor sign-in', () => {
    expect(messages(true, { password: 'Secret-1', code: '12' })).toEqual([
      eraseFormTexts.codeFormat,
    ]);
    expect(messages(true, { password: 'Secret-1', code: '123 456' })).toEqual([]);
    expect(messages(false, { password: 'Secret-1' })).toEqual([]);
  });
});

describe('eraseCredentials', () => {
  it('sends the code without its spaces, and no code when none was asked', () => {
    expect(eraseCredentials({ password: 'Secret-1', code: '123 456' })).toEqual({
      password: 'Secret-1',
      code: '123456',
    });
    expect(eraseCredentials({ password: 'Secret-1' })).toEqual({ password: 'Secret-1' });
  });
});
