import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#common/auth/constants';
import { memoryStorage } from '#web/lib/memory-storage';
import { UserDataProvider } from '../components/user-data-provider';
import { useUserData } from '../hooks/use-user-data';
import {
  defaultUserData,
  mergeUserData,
  normaliseUserData,
  parseUserData,
  readUserData,
  writeUserData,
} from './user-data';

afterEach(() => vi.restoreAllMocks());

describe('the visitor data record', () => {
  it('defaults every field to empty text or null', () => {
    expect(defaultUserData).toEqual({
      email: '',
      fullName: '',
      jobTitle: '',
      signature: null,
      ideaTitle: '',
      ideaDescription: '',
      phoneNumber: '',
      boldsignDocumentId: null,
      agreementId: null,
    });
  });

  it('fills the fields a stored record lacks with their defaults', () => {
    const data = parseUserData(JSON.stringify({ email: 'a@b.example', signature: 'signed' }));
    expect(data).toEqual({ ...defaultUserData, email: 'a@b.example', signature: 'signed' });
  });

  it('drops unknown keys and values of the wrong type', () => {
    expect(
      normaliseUserData({
        fullName: 42,
        jobTitle: 'Neurointerventionalist',
        signature: 'maybe',
        agreementId: '',
        boldsignDocumentId: 'doc-1',
        isAdmin: true,
      }),
    ).toEqual({
      ...defaultUserData,
      jobTitle: 'Neurointerventionalist',
      boldsignDocumentId: 'doc-1',
    });
    expect(normaliseUserData(null)).toEqual(defaultUserData);
    expect(normaliseUserData(['x'])).toEqual(defaultUserData);
  });

  it('reads a missing record as the defaults, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseUserData(null)).toEqual(defaultUserData);
    expect(parseUserData('')).toEqual(defaultUserData);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an unreadable record and uses the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseUserData('{not json')).toEqual(defaultUserData);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('merges a change into the current record without touching the rest', () => {
    const current = { ...defaultUserData, email: 'a@b.example', fullName: 'Dr. A' };
    const next = mergeUserData(current, { ideaTitle: 'Softer distal tip', signature: 'signed' });
    expect(next).toEqual({ ...current, ideaTitle: 'Softer distal tip', signature: 'signed' });
    expect(current.ideaTitle).toBe('');
  });

  it('round-trips through a storage under the userData key', () => {
    const storage = memoryStorage();
    const data = { ...defaultUserData, phoneNumber: '+1 555 0100', agreementId: 'agr-1' };
    writeUserData(storage, data);
    expect(JSON.parse(storage.entries.get(storageKeys.userData)!)).toEqual(data);
    expect(readUserData(storage)).toEqual(data);
    writeUserData(storage, null);
    expect(storage.entries.has(storageKeys.userData)).toBe(false);
  });

  it('only logs storage failures: a failed read gives the defaults, a failed write is dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(readUserData(broken)).toEqual(defaultUserData);
    expect(() => writeUserData(broken, defaultUserData)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readUserData(undefined)).toEqual(defaultUserData);
  });
});

describe('useUserData', () => {
  function ShowEmail() {
    return useUserData().userData.email;
  }

  it('throws outside a UserDataProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(ShowEmail))).toThrow(
      'useUserData must be used within a UserDataProvider',
    );
  });

  it('gives the stored record inside the provider', () => {
    const storage = memoryStorage({
      [storageKeys.userData]: JSON.stringify({ email: 'stored@b.example' }),
    });
    const html = renderToString(
      createElement(UserDataProvider, { storage, children: createElement(ShowEmail) }),
    );
    expect(html).toBe('stored@b.example');
  });
});
