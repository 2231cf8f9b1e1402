import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { Tarea } from '@generated/main/model';
import { texts } from './texts';

/** A task's name; a subtask's is indented under its parent's, which it names. */
export default function TareaName() {
  const tarea = useRecordContext<Tarea>();
  if (!tarea) return null;
  if (!tarea.isSubTask) return <>{tarea.nombre}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ pl: 2 }}>
      <SubdirectoryArrowRightIcon fontSize="small" color="action" />
      <span>
        {tarea.nombre}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {texts.subtaskOf(tarea.tareaPadre)}
        </Typography>
      </span>
    </Stack>
  );
}
