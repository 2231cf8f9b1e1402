import type { Components, Theme } from '@mui/material/styles';

// MUI's component texts in Spanish, numbers as Peru writes them. MUI's own es-ES locale builds an
// Intl.NumberFormat the moment it is imported: about 30 ms of locale data on this machine, four
// times that on a phone, spent on the sign-in page, which shows no number. This one builds its
// formatter when a number is first shown.
let numbers: Intl.NumberFormat | undefined;
const formatNumber = (value: number) =>
  Number.isFinite(value)
    ? (numbers ??= new Intl.NumberFormat('es-PE')).format(value)
    : String(value);

const goTo = (type: string) =>
  ({
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
  })[type] ?? 'Ir a la página anterior';

export const muiLocaleEsPE: { components: Components<Omit<Theme, 'components'>> } = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: goTo,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${
            count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`
          }`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : goTo(type),
      },
    },
  },
};
