import Box from '@mui/material/Box';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** The text the code holds (an address, SUNAT's receipt line ...). */
  value: string;
  /** What the code is, for screen readers: the image's alternative text. */
  label: string;
  /** Side in px. @default 160 */
  size?: number;
}

/**
 * A QR code drawn in the browser (the `qrcode` encoder the demo API's PDFs use, as SVG), dark on
 * white in both themes so that any phone reads it. Holds its place while it is drawn.
 */
export default function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(value, { type: 'svg', margin: 1 }).then((markup) => {
      if (current) setSvg({ value, markup });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const box = { width: size, height: size, bgcolor: '#fff', display: 'block', flexShrink: 0 };
  return svg?.value === value ? (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      sx={box}
    />
  ) : (
    <Box role="img" aria-label={label} aria-busy="true" sx={box} />
  );
}
