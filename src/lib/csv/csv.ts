import { saveFile } from '@/lib/files';
/** A spreadsheet cell's value as the campus exports it (reports, a section's roster). */
export type CsvValue = string | number | boolean | null | undefined;

// Excel reads a UTF-8 file as the machine's code page unless it starts with a byte order mark:
// accents (Ñaupari, Ingeniería) would arrive garbled.
const BOM = '\uFEFF';

/**
 * One cell: a text a spreadsheet would run as a formula (starting =, +, -, @, tab or CR) is
 * prefixed with an apostrophe (OWASP's CSV injection advice); quotes, commas and line breaks
 * are quoted (RFC 4180).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** A whole CSV file: the header, then a line per row, CRLF-separated, with the BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Hands a text to the browser as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  saveFile(new Blob([text], { type }), fileName);
}
