import { dayEsPE, limaDay } from '../limaDay.ts';
import { receiptNumber, receiptQr, type ReceiptRow } from './receipts.ts';
import { a4Document, GREY } from '../pdf/a4Document.ts';
import { paymentTexts } from './texts.ts';

const t = paymentTexts.receipt;
const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
const soles = (cents: number) => money.format(cents / 100);

/** The receipt as a one-page A4 PDF: issuer, customer, the lines, the total and SUNAT's QR. */
export async function receiptPdf(row: ReceiptRow): Promise<Buffer> {
  const doc = await a4Document(
    `${t[row.kind]} ${row.series}-${receiptNumber(row.number)}`,
    row.issuedAt,
  );
  const { pdf, page, font, bold, line } = doc;

  line(row.issuerName, { size: 14, strong: true });
  line(t.ruc(row.issuerRuc));
  doc.y -= 6;
  line(t[row.kind], { size: 13, strong: true });
  line(`${row.series}-${receiptNumber(row.number)}`, { size: 13, strong: true });
  line(t.issued(dayEsPE(limaDay(row.issuedAt))));
  line(t.customer(row.documentType, row.documentNumber, row.customerName));
  doc.y -= 10;

  const rows: [string, string][] = [
    [t.concept, `${row.concept} · ${row.programme} · ${row.period}`],
    [t.amount, soles(row.amountCents)],
    [t.discount, `- ${soles(row.discountCents)}`],
    [t.lateCharge, soles(row.lateChargeCents)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 50, y: doc.y, size: 11, font: bold });
    page.drawText(value, { x: 200, y: doc.y, size: 11, font });
    doc.y -= 20;
  }
  page.drawLine({ start: { x: 50, y: doc.y + 8 }, end: { x: 545, y: doc.y + 8 }, color: GREY });
  doc.y -= 6;
  page.drawText(t.total, { x: 50, y: doc.y, size: 12, font: bold });
  page.drawText(soles(row.totalCents), { x: 200, y: doc.y, size: 12, font: bold });
  doc.y -= 26;
  line(t.paidBy(row.channel, row.reference), { size: 10 });
  line(t.taxNote, { size: 10 });

  await doc.qr(receiptQr(row), 50, doc.y - 10, 120);
  page.drawText(t.footer, { x: 50, y: doc.y - 150, size: 9, font, color: GREY });
  return Buffer.from(await pdf.save());
}
