import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { EstudianteSeccion, SeccionDocente } from '@generated/main/model';
import { downloadText } from '@/lib/csv';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from '../texts';
import { rosterCsv, rosterFileName } from './rosterCsv';
import { photoUrl } from '@/lib/http';
import { ContactLinks } from '@/ui/ContactLinks';

const STATE_COLOURS = { REGULAR: 'success', EN_RIESGO: 'warning', DPI: 'error' } as const;

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

const rosterColumns = (capitalize: (name: string) => string): TableColumn<EstudianteSeccion>[] => [
  {
    id: 'nombre',
    header: texts.roster.student,
    render: (student) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar
          src={photoUrl(student.foto)}
          alt=""
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(capitalize(student.nombre))}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <span>{capitalize(student.nombre)}</span>
          <ContactLinks phone={student.telefono} email={student.correo} />
        </Stack>
      </Stack>
    ),
  },
  { id: 'codigo', header: texts.roster.code },
  {
    id: 'asistencia',
    header: texts.roster.attendance,
    align: 'right',
    render: (student) => texts.roster.percent(student.asistencia.porcentaje),
  },
  {
    id: 'faltas',
    header: texts.roster.absences,
    align: 'right',
    render: (student) => student.asistencia.faltas,
  },
  {
    id: 'promedio',
    header: texts.roster.average,
    align: 'right',
    render: (student) =>
      student.promedio === null ? texts.roster.noAverage : student.promedio.toFixed(2),
  },
  {
    id: 'estado',
    header: texts.roster.state,
    render: (student) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATE_COLOURS[student.estadoAsistencia]}
        label={texts.roster.states[student.estadoAsistencia]}
      />
    ),
  },
];

/** The section's students: photo, name, code, attendance, current average and absence state. */
export default function RosterTab({ section }: { section: SeccionDocente }) {
  const capitalize = useCapitalizeName();
  const columns = useMemo(() => rosterColumns(capitalize), [capitalize]);
  const flagged = section.alumnos.filter((student) => student.estadoAsistencia !== 'REGULAR');
  if (section.alumnos.length === 0) {
    return <Typography role="status">{texts.roster.empty}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {flagged.length > 0 && (
        <Alert severity="warning">{texts.roster.atRisk(flagged.length)}</Alert>
      )}
      <div>
        <Button
          variant="secondary"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(rosterCsv(section, capitalize), rosterFileName(section))}
        >
          {texts.roster.export}
        </Button>
      </div>
      <ResponsiveTable
        columns={columns}
        rows={section.alumnos}
        label={texts.roster.label}
        pageSize={10}
        maxHeight={640}
        getRowKey={(student) => student.idMatricula}
      />
    </Stack>
  );
}
