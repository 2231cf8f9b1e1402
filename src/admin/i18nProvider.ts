// The package ships only a browser ESM build, named by its "module" field, which Vitest's
// resolver does not read: import the file itself.
import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import polyglotI18nProvider from 'ra-i18n-polyglot';

/** react-admin in Spanish (the catalogue's missing v5 keys are completed with the admin areas). */
export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', {
  allowMissing: true,
});
