// The Spanish react-admin catalogue ships without type declarations.
declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  import type { TranslationMessages } from 'ra-core';

  const spanishMessages: TranslationMessages;
  export default spanishMessages;
}
