import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useParams } from 'react-router';
import { Title } from 'react-admin';
import type { EstadoAsignacion } from '@generated/main/model';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import SectionsTable from './SectionsTable';
import { texts } from './texts';
import { useProcessSections } from './useProcessSections';

const STATES = Object.entries(texts.states) as [EstadoAsignacion, string][];

/**
 * /admin/programacion-docente/asignacion/{id}: the process's sections with their timetable,
 * state and teacher, searched and filtered on the server; a course opens its section.
 */
export default function AssignmentPage() {
  const id = String(useParams().id);
  const page = useProcessSections(Number(id));
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.assignmentTitle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={texts.search}
          value={page.busqueda}
          onChange={(event) => page.search(event.target.value)}
          size="small"
        />
        <TextField
          select
          label={texts.state}
          value={page.estado}
          onChange={(event) => page.filter(event.target.value as EstadoAsignacion | '')}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{texts.allStates}</MenuItem>
          {STATES.map(([state, label]) => (
            <MenuItem key={state} value={state}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <SectionsTable
        page={page}
        label={texts.sectionsLabel}
        course={(section) => (
          <RouterLink
            href={paths.admin_programacion_asignacion_seccion.getHref({
              id,
              section: String(section.idSeccion),
            })}
          >
            {section.curso}
          </RouterLink>
        )}
      />
    </Stack>
  );
}
