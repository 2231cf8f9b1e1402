import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaseHorario } from '@generated/main/model';
import { courseColor } from '@/lib/academic';
import { classHours, modalityLabel } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';

/** One class of the week: its hours (12-hour, Lima), course, modality, room, campus and teacher. */
export default function ScheduleClass({ item }: { item: ClaseHorario }) {
  const capitalize = useCapitalizeName();
  const details = [
    texts.group(item.grupoCodigo),
    item.aula && texts.room(item.aula),
    texts.campus(capitalize(item.sede)),
    item.docenteNombre && texts.teacher(capitalize(item.docenteNombre)),
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{
        borderLeft: 4,
        borderLeftColor: courseColor(item.idSeccion),
        pl: 1.5,
        py: 0.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {classHours(item)}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{capitalize(item.descripcionCurso)}</Typography>
      <Stack direction="row" spacing={1} sx={{ my: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Tag
          size="small"
          label={modalityLabel[item.tipoModalidad]}
          color={item.tipoModalidad === 'VIRTUAL' ? 'info' : 'neutral'}
        />
        {item.esAsincronico && <Tag size="small" label={texts.async} color="warning" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
}
