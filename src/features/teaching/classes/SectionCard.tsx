import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeccionDocenteResumen } from '@generated/main/model';
import { weeklySession } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { teacherCourseHref } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

/** One section: its course, group, schedule, campus, modality, students and Moodle link. */
export default function SectionCard({ section }: { section: SeccionDocenteResumen }) {
  const schedule = section.horarios.map(weeklySession);
  const capitalize = useCapitalizeName();
  const name = capitalize(section.nombre);
  return (
    <Card component="article" aria-label={`${name}, ${texts.classes.group} ${section.codigoGrupo}`}>
      <CardContent>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={`${texts.classes.group} ${section.codigoGrupo}`} />
          <Chip size="small" label={texts.modality[section.modalidad]} />
          {section.esAsincronico && <Chip size="small" label={texts.classes.asynchronous} />}
          <Chip size="small" color="primary" label={texts.classes.students(section.estudiantes)} />
        </Stack>
        <Typography variant="body2">
          {texts.classes.campus}: {capitalize(section.sede)}
        </Typography>
        <Typography variant="body2" component="div">
          {texts.classes.schedule}:{' '}
          {schedule.length
            ? schedule.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))
            : texts.classes.noSchedule}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <RouterLink
          href={teacherCourseHref(section.slug, section.idSeccion, section.codigoPeriodo)}
          aria-label={texts.classes.open(name, section.codigoGrupo)}
        >
          {texts.classes.openShort}
        </RouterLink>
        {section.moodleURL && (
          <Link href={section.moodleURL} target="_blank" rel="noopener noreferrer">
            {texts.classes.moodle}
          </Link>
        )}
      </CardActions>
    </Card>
  );
}
