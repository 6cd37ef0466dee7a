import { describe, expect, it } from 'vitest';
import {
  newPasswordProblem,
  passwordChangeProblems,
  passwordScore,
  registrationProblem,
  resetPasswordProblem,
  strengthLabel,
} from './password';

describe('password strength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Fair'],
    ['abcdefgh1', 3, 'Good'],
    ['Abcdefgh1', 4, 'Strong'],
    ['abcdefghijkl', 3, 'Good'],
    ['Ab1!', 4, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(strengthLabel(password)).toBe(label);
  });
});

describe('registration rules', () => {
  const valid = { email: 'a@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' };

  it('accepts a fair password', () => {
    expect(registrationProblem(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, email: ' ' }, 'Missing information', 'Please fill in all fields.'],
    [{ ...valid, confirmPassword: '' }, 'Missing information', 'Please fill in all fields.'],
    [
      { ...valid, confirmPassword: 'abcdefgx' },
      'Passwords do not match',
      'Please ensure your passwords match.',
    ],
    [
      { ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' },
      'Password too short',
      'Password must be at least 8 characters long.',
    ],
  ])('refuses %j', (input, title, message) => {
    expect(registrationProblem(input)).toMatchObject({ title, message });
  });

  it('counts length and one kind of character as Fair, enough to register', () => {
    // Every 8-character password earns the length point and at least one kind of character,
    // so the spec's "too weak" rule (score under 2) is met by any password long enough.
    expect(
      registrationProblem({ ...valid, password: '12345678', confirmPassword: '12345678' }),
    ).toBeNull();
  });

  it('refuses an overlong password', () => {
    const long = 'Aa1!'.repeat(40);
    expect(registrationProblem({ ...valid, password: long, confirmPassword: long })?.title).toBe(
      'Password too long',
    );
  });
});

describe('password change rules', () => {
  it('names each problem in the spec words', () => {
    expect(
      passwordChangeProblems({ currentPassword: '', newPassword: '', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(newPasswordProblem('Abc1')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('abcdefgh1')).toBe(
      'Password must contain at least 1 uppercase letter',
    );
    expect(newPasswordProblem('Abcdefghi')).toBe('Password must contain at least 1 number');
    expect(newPasswordProblem('Abcdefgh1')).toBeNull();
  });
});

describe('reset rules', () => {
  it('needs matching passwords of at least 8 characters', () => {
    expect(resetPasswordProblem('abcdefgh', 'abcdefgx')).toBe('Passwords do not match');
    expect(resetPasswordProblem('abc', 'abc')).toBe('Password must be at least 8 characters long');
    expect(resetPasswordProblem('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
