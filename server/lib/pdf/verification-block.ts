import type { PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatVerificationCode } from '#common/verification';
import { KEYWORD } from './claimed-code';
import { INK, PAGE, type TextWriter } from './text-writer';

const QR_SIDE = 64;

/** A document's code and where it leads (`<APP_URL>/verify?code=…`). */
export interface VerificationMark {
  code: string;
  url: string;
}

/** The QR code's dark modules as vector rectangles, a run of a row at a time: no image to embed. */
function drawQr(page: PDFPage, text: string, x: number, top: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIDE / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + start * cell,
        y: top - (row + 1) * cell,
        // A hair wider, so neighbouring runs print as one dark area without seams.
        width: (col - start) * cell + 0.05,
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}

/**
 * The block that sends a reader to /verify: a QR code of the link beside the link and the code
 * as printed, kept on one page. The code also goes into the PDF's Keywords, so a copy whose
 * bytes were changed can still be traced to the document it claims to be.
 */
export function drawVerificationBlock(w: TextWriter, mark: VerificationMark) {
  w.pdf.setKeywords([`${KEYWORD}${mark.code}`]);
  w.keep(QR_SIDE + 8);
  const top = w.y;
  drawQr(w.page, mark.url, PAGE.margin, top);
  const indent = QR_SIDE + 14;
  w.space(4);
  w.text('Verify this document', { size: 9, font: w.bold, indent, gap: 0 });
  w.text(mark.url, { size: 8, indent, gap: 2 });
  w.text(`Verification code ${formatVerificationCode(mark.code)}`, { size: 10, indent, gap: 0 });
  w.y = Math.min(w.y, top - QR_SIDE) - 10;
}
