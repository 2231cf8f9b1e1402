import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

// What the demo API's PDFs (receipts, study certificates) share: one A4 page with Helvetica, a
// cursor that writes lines downward, and a QR code drawn from its text.

export const GREY = rgb(0.35, 0.35, 0.35);

export interface A4Document {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** The next line's baseline; `line` moves it down. */
  y: number;
  line: (text: string, options?: { size?: number; strong?: boolean; x?: number }) => void;
  /** Draws a square QR code of `text` with its top left corner at (x, y). */
  qr: (text: string, x: number, y: number, size: number) => Promise<void>;
}

/** A new one-page A4 document titled and dated (fixed dates keep the bytes reproducible). */
export async function a4Document(title: string, at: number): Promise<A4Document> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(new Date(at));
  pdf.setModificationDate(new Date(at));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const doc: A4Document = {
    pdf,
    page,
    font,
    bold,
    y: 790,
    line: (text, options = {}) => {
      const size = options.size ?? 11;
      page.drawText(text, {
        x: options.x ?? 50,
        y: doc.y,
        size,
        font: options.strong ? bold : font,
      });
      doc.y -= size + 8;
    },
    qr: async (text, x, y, size) => {
      const png = await QRCode.toBuffer(text, { type: 'png', margin: 1, width: size * 2 });
      page.drawImage(await pdf.embedPng(png), { x, y: y - size, width: size, height: size });
    },
  };
  return doc;
}
