import { mergeTranslations } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AdminResource } from './adminFolder';
import { esPEMessages } from './esPEMessages';

/**
 * react-admin in Spanish: every key of react-admin 5's catalogue has an es-PE text (tested), and
 * every resource its Spanish name from its folder ('singular |||| plural') and its fields' labels.
 */
export const i18nProviderFor = (
  resources: readonly Pick<AdminResource, 'name' | 'label' | 'fields'>[],
) =>
  polyglotI18nProvider(
    () =>
      mergeTranslations(esPEMessages, {
        resources: Object.fromEntries(
          resources.map((resource) => [
            resource.name,
            { name: resource.label, fields: resource.fields ?? {} },
          ]),
        ),
      }),
    'es',
  );

/** react-admin's own texts alone, for pieces tested outside an app. */
export const i18nProvider = i18nProviderFor([]);
