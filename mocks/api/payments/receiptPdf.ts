import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { dayEsPE, limaDay } from '../limaDay.ts';
import { receiptNumber, receiptQr, type ReceiptRow } from './receipts.ts';
import { paymentTexts } from './texts.ts';

const t = paymentTexts.receipt;
const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
const soles = (cents: number) => money.format(cents / 100);

/** The receipt as a one-page A4 PDF: issuer, customer, the lines, the total and SUNAT's QR. */
export async function receiptPdf(row: ReceiptRow): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t[row.kind]} ${row.series}-${receiptNumber(row.number)}`);
  pdf.setCreationDate(new Date(row.issuedAt));
  pdf.setModificationDate(new Date(row.issuedAt));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 790;
  const line = (text: string, options: { size?: number; strong?: boolean; x?: number } = {}) => {
    const size = options.size ?? 11;
    page.drawText(text, { x: options.x ?? 50, y, size, font: options.strong ? bold : font });
    y -= size + 8;
  };

  line(row.issuerName, { size: 14, strong: true });
  line(t.ruc(row.issuerRuc));
  y -= 6;
  line(t[row.kind], { size: 13, strong: true });
  line(`${row.series}-${receiptNumber(row.number)}`, { size: 13, strong: true });
  line(t.issued(dayEsPE(limaDay(row.issuedAt))));
  line(t.customer(row.documentType, row.documentNumber, row.customerName));
  y -= 10;

  const rows: [string, string][] = [
    [t.concept, `${row.concept} · ${row.programme} · ${row.period}`],
    [t.amount, soles(row.amountCents)],
    [t.discount, `- ${soles(row.discountCents)}`],
    [t.lateCharge, soles(row.lateChargeCents)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 50, y, size: 11, font: bold });
    page.drawText(value, { x: 200, y, size: 11, font });
    y -= 20;
  }
  page.drawLine({ start: { x: 50, y: y + 8 }, end: { x: 545, y: y + 8 }, color: grey });
  y -= 6;
  page.drawText(t.total, { x: 50, y, size: 12, font: bold });
  page.drawText(soles(row.totalCents), { x: 200, y, size: 12, font: bold });
  y -= 26;
  line(t.paidBy(row.channel, row.reference), { size: 10 });
  line(t.taxNote, { size: 10 });

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(receiptQr(row), { type: 'png', margin: 1, width: 240 }),
  );
  page.drawImage(qr, { x: 50, y: y - 130, width: 120, height: 120 });
  page.drawText(t.footer, { x: 50, y: y - 150, size: 9, font, color: grey });
  return Buffer.from(await pdf.save());
}
