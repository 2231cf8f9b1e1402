import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { OnboardingPaso } from '@generated/main/model';
import { texts } from '../texts';

const t = texts.steps;

const icons = {
  COMPLETADO: <CheckCircleIcon fontSize="small" color="success" />,
  OMITIDO: <ScheduleIcon fontSize="small" color="warning" />,
  PENDIENTE: <RadioButtonUncheckedIcon fontSize="small" color="disabled" />,
} as const;

interface StepListProps {
  pasos: readonly OnboardingPaso[];
  selected: string;
  onSelect: (modulo: string) => void;
}

/**
 * The process' steps in order with their state: the ones the student may open (done, skipped or
 * the current one) are buttons, the rest wait their turn. The open one is the current item.
 */
export default function StepList({ pasos, selected, onSelect }: StepListProps) {
  return (
    <Box
      component="ol"
      aria-label={t.label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {pasos.map((paso, index) => {
        const current = paso.modulo === selected;
        const content = (
          <>
            {icons[paso.estado]}
            <Box sx={{ textAlign: 'left', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: current ? 700 : 500 }}>
                {`${index + 1}. ${paso.titulo}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t.states[paso.estado]}
                {paso.omitible && paso.estado !== 'COMPLETADO' ? ` · ${t.optional}` : ''}
              </Typography>
            </Box>
          </>
        );
        const look = {
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: current ? 'action.selected' : 'transparent',
          justifyContent: 'flex-start',
        } as const;
        return (
          <li key={paso.modulo} aria-current={current ? 'step' : undefined}>
            {paso.disponible ? (
              <ButtonBase
                sx={{ ...look, '&:hover': { bgcolor: 'action.hover' } }}
                aria-label={t.stateLabel(paso.titulo, paso.estado)}
                onClick={() => onSelect(paso.modulo)}
              >
                {content}
              </ButtonBase>
            ) : (
              <Box sx={{ ...look, color: 'text.secondary' }}>{content}</Box>
            )}
          </li>
        );
      })}
    </Box>
  );
}
