export { default as QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
