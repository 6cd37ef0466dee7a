import { PDFDocument } from 'pdf-lib';

/** A real one-page PDF. */
export async function pdfFile(text = 'Distal access catheter sketch'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  return pdf.save();
}

/** A Windows executable's first bytes: what a renamed malicious file looks like. */
export const exeFile = () =>
  Uint8Array.from(
    Buffer.from(
      'TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAA4fug4AtAnNIbgBTM0hVGhpcyBwcm9ncmFtIGNhbm5vdCBiZSBydW4gaW4gRE9TIG1vZGUuDQ0KJAAAAAAAAAA=',
      'base64',
    ),
  );

/** A file of the given size that starts like a PDF. */
export function largeFile(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set(new TextEncoder().encode('%PDF-1.7\n'));
  return file;
}
