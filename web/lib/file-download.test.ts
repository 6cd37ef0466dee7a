import { describe, expect, it, vi } from 'vitest';
import {
  downloadFile,
  filenameFromContentDisposition,
  OBJECT_URL_RELEASE_MS,
  sanitizeFilename,
  type DownloadEnvironment,
} from './file-download';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name, as the agreement download sends it', () => {
    expect(filenameFromContentDisposition('attachment; filename="agreement_1a2b3c4d.pdf"')).toBe(
      'agreement_1a2b3c4d.pdf',
    );
  });

  it('reads an unquoted file name and ignores other parameters and case', () => {
    expect(filenameFromContentDisposition('ATTACHMENT; FileName=report.pdf; size=42')).toBe(
      'report.pdf',
    );
  });

  it('prefers the UTF-8 filename* form, wherever it stands', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Vereinbarung.pdf"; filename*=UTF-8''Vereinbarung%20M%C3%BCller.pdf`,
      ),
    ).toBe('Vereinbarung Müller.pdf');
    expect(
      filenameFromContentDisposition(`attachment; filename*=utf-8'en'a%20b.pdf; filename="c.pdf"`),
    ).toBe('a b.pdf');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename*=UTF-8''bad%E0%A4%A; filename="ok.pdf"`),
    ).toBe('ok.pdf');
  });

  it('keeps semicolons and escaped quotes inside a quoted name', () => {
    expect(filenameFromContentDisposition('attachment; filename="a;b \\"c\\".pdf"')).toBe(
      'a;b _c_.pdf',
    );
  });

  it('drops any path and unsafe characters', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(filenameFromContentDisposition('attachment; filename=C:\\temp\\x.pdf')).toBe('x.pdf');
  });

  it('gives null when the header names no file', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('')).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('sanitizeFilename', () => {
  it('removes control characters and leading dots, and keeps it short', () => {
    expect(sanitizeFilename('a\u0000b\nc.pdf')).toBe('a_b_c.pdf');
    expect(sanitizeFilename('..hidden')).toBe('hidden');
    expect(sanitizeFilename('x'.repeat(300))).toHaveLength(200);
    expect(sanitizeFilename('   ')).toBeNull();
  });
});

function fakeEnvironment(overrides: Partial<DownloadEnvironment> = {}) {
  const timers: { callback: () => void; ms: number }[] = [];
  const environment = {
    createObjectURL: vi.fn(() => 'blob:portal/1'),
    revokeObjectURL: vi.fn(),
    clickLink: vi.fn(),
    openInNewTab: vi.fn(() => true),
    setTimeout: vi.fn((callback: () => void, ms: number) => timers.push({ callback, ms })),
    ...overrides,
  };
  return { environment, timers };
}

describe('downloadFile', () => {
  const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

  it('saves the blob through a download link and releases the URL 100 ms after the click', () => {
    const { environment, timers } = fakeEnvironment();
    expect(downloadFile({ blob, filename: 'agreement_1a2b3c4d.pdf' }, environment)).toEqual({
      ok: true,
      method: 'saved',
    });
    expect(environment.clickLink).toHaveBeenCalledWith({
      href: 'blob:portal/1',
      download: 'agreement_1a2b3c4d.pdf',
    });
    expect(OBJECT_URL_RELEASE_MS).toBe(100);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(100);
    expect(environment.revokeObjectURL).not.toHaveBeenCalled();
    timers[0]!.callback();
    expect(environment.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });

  it('opens the URL in a new tab when there is no blob', () => {
    const { environment } = fakeEnvironment();
    expect(
      downloadFile(
        { blob: null, filename: 'x.pdf', fallbackUrl: 'https://sign.example/doc' },
        environment,
      ),
    ).toEqual({ ok: true, method: 'opened' });
    expect(environment.openInNewTab).toHaveBeenCalledWith('https://sign.example/doc');
    expect(environment.clickLink).not.toHaveBeenCalled();
  });

  it('falls back to the URL when saving fails, releasing the object URL', () => {
    const { environment } = fakeEnvironment({
      clickLink: vi.fn(() => {
        throw new Error('blocked');
      }),
    });
    expect(
      downloadFile(
        { blob, filename: 'x.pdf', fallbackUrl: 'https://sign.example/doc' },
        environment,
      ),
    ).toEqual({ ok: true, method: 'opened' });
    expect(environment.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });

  it('reports failure when neither saving nor opening is possible', () => {
    const { environment } = fakeEnvironment({
      createObjectURL: vi.fn(() => {
        throw new Error('No object URLs here');
      }),
      openInNewTab: vi.fn(() => false),
    });
    expect(
      downloadFile({ blob, filename: 'x.pdf', fallbackUrl: 'https://a.example' }, environment),
    ).toEqual({
      ok: false,
      error: 'No object URLs here',
    });
    expect(downloadFile({ blob: null, filename: 'x.pdf' }, environment)).toEqual({
      ok: false,
      error: 'There is no file to download.',
    });
  });

  it('never offers an unsafe file name', () => {
    const { environment } = fakeEnvironment();
    downloadFile({ blob, filename: '../secret' }, environment);
    expect(environment.clickLink).toHaveBeenCalledWith(
      expect.objectContaining({ download: 'secret' }),
    );
  });
});
