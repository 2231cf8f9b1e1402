// A minimal, valid PDF 1.4 with lines of text in Helvetica: the documents approved procedures
// issue, training certificates, and the sample attachments of the demo data. No library: the demo
// API only ever writes a page of plain text.

// The file is written as Latin-1, which WinAnsi matches for Spanish letters; anything beyond it
// becomes '?'. PDF strings escape backslashes and parentheses.
const pdfString = (text: string) =>
  `(${text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** A one-page A4 PDF whose first line is a title and the rest body text. */
export function textPdf(lines: readonly string[]): Buffer {
  const [title = '', ...body] = lines;
  const content = [
    'BT /F1 16 Tf 60 780 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...body.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
