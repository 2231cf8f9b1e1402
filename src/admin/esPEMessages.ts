import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import { mergeTranslations, type TranslationMessages } from 'ra-core';

/**
 * react-admin's texts in es-PE: the community Spanish catalogue (written for v4) plus the keys
 * react-admin 5 added or changed (record titles by recordRepresentation instead of #id), so no
 * screen falls back to English, shows a raw key or loses a placeholder; the campus says "tú".
 */
const v5 = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}' },
    action: {
      reset: 'Restablecer',
      search_columns: 'Buscar columnas',
      select_all_button: 'Seleccionar todo',
    },
    message: {
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      delete_content: '¿Seguro que deseas eliminar este registro de %{name}?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_delete_content:
        '¿Seguro que deseas eliminar este registro de %{name}? |||| ¿Seguro que deseas eliminar estos %{smart_count} registros?',
      bulk_update_title:
        'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      bulk_update_content:
        '¿Seguro que deseas actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que deseas actualizar estos %{smart_count} registros?',
      access_denied: 'No tienes los permisos necesarios para acceder a esta página',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar tus credenciales.',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      no_results: 'No se encontraron %{name}',
      clear_filters: 'Limpiar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    },
    auth: { email: 'Correo electrónico' },
    notification: { offline: 'Sin conexión. No se pudieron obtener los datos.' },
    validation: { unique: 'Debe ser único' },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Revisa el proveedor de datos',
      },
    },
  },
};

export const esPEMessages: TranslationMessages = mergeTranslations(spanishMessages, v5);
