import { describe, expect, it } from 'vitest';
import { contactLimits } from '#common/contact';
import {
  describeWait,
  emptyContactValues,
  tooManyMessagesText,
  validateContact,
} from './contact-form';

const filled = {
  name: ' Dr. Priya Raman ',
  email: 'priya@hospital.example',
  subject: 'Aspiration catheter tip',
  message: 'A softer distal tip could reduce vessel trauma during thrombectomy.',
};

describe('validateContact', () => {
  it("gives every missing field the schema's message, email only when signed out", () => {
    expect(validateContact(emptyContactValues, { needsEmail: true }).errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    expect(validateContact(emptyContactValues, { needsEmail: false }).errors).toEqual({
      name: 'Name is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('checks the address and the lengths', () => {
    const { errors, payload } = validateContact(
      { ...filled, email: 'not an address', subject: 'x'.repeat(contactLimits.subject + 1) },
      { needsEmail: true },
    );
    expect(payload).toBeNull();
    expect(errors).toEqual({
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at most 200 characters long.',
    });
  });

  it('sends trimmed values, with the email only from a signed-out visitor', () => {
    expect(validateContact(filled, { needsEmail: true })).toEqual({
      errors: {},
      payload: { ...filled, name: 'Dr. Priya Raman' },
    });
    const signedIn = validateContact({ ...filled, email: 'ignored' }, { needsEmail: false });
    expect(signedIn.payload).toEqual({
      name: 'Dr. Priya Raman',
      subject: filled.subject,
      message: filled.message,
    });
  });
});

describe('helpers', () => {
  it('puts a wait into words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(0.2)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(89)).toBe('89 seconds');
    expect(describeWait(90)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('60 minutes');
  });

  it('says how long to wait after too many messages', () => {
    expect(tooManyMessagesText(1800)).toBe(
      'You have sent several messages in a short time. Please wait 30 minutes before sending another.',
    );
    expect(tooManyMessagesText(null)).toMatch(/Please try again later\.$/);
  });
});
