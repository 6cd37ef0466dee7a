import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#common/auth/constants';
import { memoryStorage } from '#web/lib/memory-storage';
import {
  clearBrowserState,
  clearStorageExcept,
  cookieExpiries,
  cookieNames,
  readItem,
  userDataSaysSigned,
  type StorageLike,
} from './browser-state';

function browser(local: StorageLike, session: StorageLike, cookie: string, pathname = '/') {
  const written: string[] = [];
  return {
    written,
    state: {
      local,
      session,
      cookies: { read: () => cookie, write: (a: string) => void written.push(a), pathname },
    },
  };
}

describe('clearBrowserState', () => {
  const signedEntries = {
    [storageKeys.userData]: JSON.stringify({ signature: 'signed' }),
    [storageKeys.agreementDocumentId]: 'doc-123456',
    [storageKeys.pendingVerificationEmail]: 'a@example.com',
  };

  it('keeps the agreement document id of a user who had signed', () => {
    const local = memoryStorage(signedEntries);
    const session = memoryStorage({ scratch: '1' });
    const { state } = browser(local, session, '');
    clearBrowserState(state, { hadSigned: true });
    expect(Object.fromEntries(local.entries)).toEqual({
      [storageKeys.agreementDocumentId]: 'doc-123456',
    });
    expect(session.entries.size).toBe(0);
  });

  it('removes everything for a user who had not signed', () => {
    const local = memoryStorage(signedEntries);
    const { state } = browser(local, memoryStorage(), '');
    clearBrowserState(state, { hadSigned: false });
    expect(local.entries.size).toBe(0);
  });

  it('expires every readable cookie on the root path and the current path', () => {
    const { state, written } = browser(memoryStorage(), memoryStorage(), 'a=1; b=2', '/x/y');
    clearBrowserState(state, { hadSigned: false });
    expect(written).toHaveLength(6);
    expect(written).toContain('a=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    expect(written).toContain('b=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/x/y');
  });

  it('carries on when a storage refuses to be cleared', () => {
    const broken = memoryStorage({ a: '1' });
    broken.clear = () => {
      throw new Error('SecurityError');
    };
    const session = memoryStorage({ b: '2' });
    const { state } = browser(broken, session, '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    clearBrowserState(state, { hadSigned: false });
    expect(session.entries.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('storage helpers', () => {
  it('clearStorageExcept keeps only named entries that exist', () => {
    const storage = memoryStorage({ a: '1', b: '2' });
    clearStorageExcept(storage, ['b', 'missing']);
    expect(Object.fromEntries(storage.entries)).toEqual({ b: '2' });
  });

  it('userDataSaysSigned reads the visitor-data record, tolerating junk', () => {
    expect(userDataSaysSigned(memoryStorage(signed('signed')))).toBe(true);
    expect(userDataSaysSigned(memoryStorage(signed(null)))).toBe(false);
    expect(userDataSaysSigned(memoryStorage({ [storageKeys.userData]: '{not json' }))).toBe(false);
    expect(userDataSaysSigned(undefined)).toBe(false);
  });

  it('readItem reads a throwing storage as empty, and only logs the failure', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error('denied');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readItem(storage, 'x')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('cookieNames and cookieExpiries parse document.cookie', () => {
    expect(cookieNames(' a=1;b=x=y ; ;c=')).toEqual(['a', 'b', 'c']);
    expect(cookieExpiries('', '/')).toEqual([]);
  });
});

function signed(signature: string | null) {
  return { [storageKeys.userData]: JSON.stringify({ email: '', signature }) };
}
