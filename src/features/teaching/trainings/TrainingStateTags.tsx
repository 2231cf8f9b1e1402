import Stack from '@mui/material/Stack';
import type { CapacitacionResumen } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

const STATE_COLORS: Record<CapacitacionResumen['estado'], TagColor> = {
  SIN_INICIAR: 'neutral',
  EN_CURSO: 'info',
  FINALIZADA: 'success',
};

/** A training's state, kind and modality, and 'Vencida' when its end date passed unfinished. */
export default function TrainingStateTags({ training }: { training: CapacitacionResumen }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Tag
        size="small"
        color={STATE_COLORS[training.estado]}
        label={texts.states[training.estado]}
      />
      {training.vencida && <Tag size="small" color="error" label={texts.overdue} />}
      <Tag size="small" label={texts.kinds[training.tipo]} />
      <Tag size="small" label={texts.modality[training.modalidad]} />
    </Stack>
  );
}
