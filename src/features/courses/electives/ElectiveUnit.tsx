import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ElectiveCourse, ElectivosAlumnoResponseResults } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { CardGrid } from '@/ui/CardGrid';
import { Button } from '@/ui/Button';
import { choiceOpen } from '../shared/electives';
import { texts } from '../texts';
import AutonomousSurvey from './AutonomousSurvey';
import ChooseDialog from './ChooseDialog';
import ElectiveOption from './ElectiveOption';

const { electives, survey } = texts;

interface ElectiveUnitProps {
  unit: NonNullable<ElectivosAlumnoResponseResults>;
}

/**
 * An elective or autonomous unit (spec §4): before the choice, its options and the deadline;
 * after it, the chosen option with the attempts and, for an autonomous unit, its survey. Its
 * heading is a page section's (h2), its options' names one level below.
 */
export default function ElectiveUnit({ unit }: ElectiveUnitProps) {
  const [choosing, setChoosing] = useState<ElectiveCourse | null>(null);
  const day = formatDate(unit.lastDateToInscription);
  const open = choiceOpen(unit.lastDateToInscription);

  if (unit.electedElective) {
    return (
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {unit.isAutonomous ? electives.chosenAutonomous : electives.chosenElective}
        </Typography>
        {unit.isAutonomous && <Typography>{electives.attempts(unit.autonomeAttempts)}</Typography>}
        <Box sx={{ maxWidth: 640 }}>
          <ElectiveOption option={unit.electedElective} />
        </Box>
        {unit.isAutonomous &&
          (unit.encuestaRespondida ? (
            <Typography role="status">{survey.answered}</Typography>
          ) : (
            <AutonomousSurvey idSeccion={unit.idSeccion} />
          ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {unit.isAutonomous ? electives.chooseAutonomous : electives.chooseElective}
      </Typography>
      {open ? (
        <Typography>{electives.openUntil(day)}</Typography>
      ) : (
        <Alert severity="warning">{electives.closed(day)}</Alert>
      )}
      <CardGrid
        label={electives.options}
        columns={{ xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      >
        {unit.electiveCourses.map((option) => (
          <li key={option.electiveId}>
            <ElectiveOption
              option={option}

              action={
                open && (
                  <Button
                    onClick={() => setChoosing(option)}
                    aria-label={electives.chooseNamed(option.electiveName)}
                  >
                    {electives.choose}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </CardGrid>
      {choosing && (
        <ChooseDialog
          idSeccion={unit.idSeccion}
          option={choosing}
          onClose={() => setChoosing(null)}
        />
      )}
    </Stack>
  );
}
