import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import {
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import type { ProcesoProgramacion } from '@generated/main/model';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import { usePermissions } from '@/lib/permissions';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import NewProcessButton from './NewProcessButton';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

const editOf = (id: Identifier) =>
  paths.admin_programacion_configuracion_detalle.getHref({ id: String(id) });
const reportOf = (id: Identifier) => paths.admin_programacion_reporte.getHref({ id: String(id) });

const windowOf = (process: ProcesoProgramacion) =>
  texts.window(formatDate(process.fechaApertura), formatDate(process.fechaCierre));

/** Where a process's work goes on: assigning its sections and approving the proposals. */
export function ProcessLinks({ process }: { process: ProcesoProgramacion }) {
  const id = String(process.id);
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        component={Link}
        to={paths.admin_programacion_asignacion.getHref({ id })}
      >
        {texts.assign}
      </Button>
      <Button
        size="small"
        component={Link}
        to={paths.admin_programacion_aprobaciones.getHref({ id })}
      >
        {texts.approvals}
      </Button>
    </Stack>
  );
}

/**
 * /admin/programacion-docente/configuracion: the scheduling processes, one per period and
 * campus, with how far each got; a row opens its configuration (`reports`: its report, on
 * /admin/programacion-docente/reporteria); PROGDOCADM creates the next period's.
 */
export default function ProcessList({ reports = false }: { reports?: boolean }) {
  // Campus names as the institute typed them ('SEDE LIMA SUR'): spec §5 (issue 54).
  const capitalize = useCapitalizeName();
  const open = reports ? reportOf : editOf;
  const permissions = usePermissions();
  const configures = !reports && permissions.includes('PROGDOCADM');
  return (
    <List
      resource="programacionDocente"
      filters={filters}
      actions={
        configures ? (
          <TopToolbar>
            <NewProcessButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      sort={{ field: 'fechaApertura', order: 'DESC' }}
      title={reports ? texts.reportsTitle : texts.listTitle}
      exporter={false}
      perPage={10}
    >
      <ResponsiveDatagrid<ProcesoProgramacion>
        primaryText={(process) => `${process.periodo} · ${capitalize(process.sede)}`}
        secondaryText={(process) =>
          `${windowOf(process)} · ${texts.sinAsignar}: ${process.sinAsignar}`
        }
        rowClick={open}
      >
        <TextField source="periodo" label={texts.periodo} sortable={false} />
        <FunctionField<ProcesoProgramacion>
          source="sede"
          label={texts.sede}
          render={(process) => capitalize(process.sede)}
        />
        <FunctionField<ProcesoProgramacion>
          label={texts.programas}
          render={(process) => process.programas.join(', ')}
        />
        <FunctionField<ProcesoProgramacion>
          label={texts.fechas}
          sortBy="fechaApertura"
          render={windowOf}
        />
        <TextField source="totalSecciones" label={texts.secciones} sortable={false} />
        <TextField source="sinAsignar" label={texts.sinAsignar} sortable={false} />
        <TextField source="propuestas" label={texts.propuestas} sortable={false} />
        <TextField source="aprobadas" label={texts.aprobadas} sortable={false} />
        {!reports && (
          <FunctionField<ProcesoProgramacion>
            label=""
            render={(process) => <ProcessLinks process={process} />}
          />
        )}
      </ResponsiveDatagrid>
    </List>
  );
}
