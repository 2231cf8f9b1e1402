import QRCode from 'qrcode';
import { extractImages, getDocumentProxy } from 'unpdf';

/**
 * Whether the PDF's first image on page 1 is the QR code of `text`: every module of the code
 * `qrcode` makes for it (the demo API draws it with a one-module margin) is sampled at its centre
 * in the embedded pixels, dark for dark and light for light.
 */
export async function pdfQrHolds(pdf: Uint8Array, text: string): Promise<boolean> {
  const [image] = await extractImages(await getDocumentProxy(pdf.slice()), 1);
  if (!image) return false;
  const { modules } = QRCode.create(text, {});
  const scale = image.width / (modules.size + 2);
  const darkAt = (row: number, column: number) => {
    const x = Math.floor((column + 1.5) * scale);
    const y = Math.floor((row + 1.5) * scale);
    return image.data[(y * image.width + x) * image.channels]! < 128;
  };
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (darkAt(row, column) !== Boolean(modules.get(row, column))) return false;
    }
  }
  return true;
}
