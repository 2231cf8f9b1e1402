import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import type { FichaBecaSocioeconomica } from '@generated/main/model';
import { applicationTexts as t } from '../texts';
import DocumentsStep from './DocumentsStep';
import { firstStepToDo } from './firstStepToDo';
import HouseholdStep from './HouseholdStep';
import HousingStep from './HousingStep';
import IncomeStep from './IncomeStep';
import ReviewStep from './ReviewStep';
import type { StepProps } from './stepProps';

const STEPS: ComponentType<StepProps>[] = [
  HouseholdStep,
  IncomeStep,
  HousingStep,
  DocumentsStep,
  ReviewStep,
];

/** The form in steps, resumed at the first one not saved; each saved step moves on. */
export default function ApplicationSteps({ ficha }: { ficha: FichaBecaSocioeconomica }) {
  const [active, setActive] = useState(() => firstStepToDo(ficha));
  const Current = STEPS[active]!;
  const name = t.steps[active]!;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stepper activeStep={active} sx={{ display: { xs: 'none', md: 'flex' } }}>
          {t.steps.map((step) => (
            <Step key={step}>
              <StepLabel>{step}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t.stepOf(active + 1, STEPS.length, name)}
        </Typography>
        <Current
          key={active}
          ficha={ficha}
          label={name}
          onSaved={() => setActive((step) => Math.min(step + 1, STEPS.length - 1))}
          onBack={active > 0 ? () => setActive(active - 1) : undefined}
        />
      </Stack>
    </Paper>
  );
}
