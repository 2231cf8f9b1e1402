// System fonts: no web-font download on phones with poor connections (spec §9, 3 Mbps threshold).
export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');
