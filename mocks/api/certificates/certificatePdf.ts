import { dayEsPE, limaDay } from '../limaDay.ts';
import { a4Document, GREY } from '../pdf/a4Document.ts';
import type { StoredCertificate } from './record.ts';
import { certificateTexts } from './texts.ts';

const t = certificateTexts.pdf;
const COLUMNS = [50, 110, 420, 490];

/**
 * The study certificate as an A4 PDF: holder, programme, one table of courses by period, the
 * credits earned, and the verification code with its QR code (the verification page's address
 * and the certificate's signature).
 */
export async function certificatePdf(
  row: StoredCertificate,
  address: string,
  qrText: string,
): Promise<Buffer> {
  const doc = await a4Document(`${t.title} ${row.code}`, row.issuedAt);
  const { pdf, page, font, bold, line } = doc;
  line(t.title, { size: 16, strong: true });
  doc.y -= 4;
  line(t.holder(row.holderName, row.documentType, row.documentNumber), { size: 10 });
  line(t.programme(row.programme), { size: 10 });
  doc.y -= 4;
  const cells = (values: string[], strong = false) => {
    values.forEach((text, index) =>
      page.drawText(text, { x: COLUMNS[index]!, y: doc.y, size: 8, font: strong ? bold : font }),
    );
    doc.y -= 11;
  };
  cells([t.period, t.course, t.grade, t.credits], true);
  for (const period of row.periods) {
    for (const course of period.cursos) {
      cells([period.periodo, course.curso.slice(0, 60), course.nota, String(course.creditos)]);
    }
  }
  doc.y -= 6;
  line(t.total(row.credits), { size: 10, strong: true });
  line(t.issued(dayEsPE(limaDay(row.issuedAt))), { size: 10 });
  line(t.code(row.code), { size: 10, strong: true });
  await doc.qr(qrText, 50, doc.y, 90);
  page.drawText(t.footer, { x: 150, y: doc.y - 30, size: 8, font, color: GREY });
  page.drawText(address, { x: 150, y: doc.y - 42, size: 8, font, color: GREY });
  return Buffer.from(await pdf.save());
}
