import polyglotI18nProvider from 'ra-i18n-polyglot';
import { esPEMessages } from './esPEMessages';

/** react-admin in Spanish: every key of react-admin 5's catalogue has an es-PE text (tested). */
export const i18nProvider = polyglotI18nProvider(() => esPEMessages, 'es');
