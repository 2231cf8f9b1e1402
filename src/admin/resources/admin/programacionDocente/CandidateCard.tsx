import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidatoSeccion } from '@generated/main/model';
import { Tag } from '@/ui/Tag';
import { texts } from './texts';

/** One ranked candidate: why they rank there and the conflicts assigning them would cause. */
export default function CandidateCard({ candidate }: { candidate: CandidatoSeccion }) {
  const facts = [
    candidate.vecesDictado > 0 ? texts.taught(candidate.vecesDictado) : texts.neverTaught,
    texts.level(candidate.nivelDesarrollo),
    texts.trainings(candidate.capacitaciones),
    candidate.cubreDisponibilidad ? texts.available : texts.notAvailable,
    texts.load(candidate.horasAsignadas),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              value={String(candidate.idDocente)}
              control={<Radio />}
              label={<Typography sx={{ fontWeight: 700 }}>{candidate.nombre}</Typography>}
            />
            <Tag size="small" color="primary" label={`${texts.score}: ${candidate.puntaje}`} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
          {candidate.conflictos.length === 0 ? (
            <Typography variant="body2">{texts.noConflicts}</Typography>
          ) : (
            candidate.conflictos.map((conflict) => (
              <Alert
                key={conflict.mensaje}
                severity={conflict.bloqueante ? 'error' : 'warning'}
                variant="outlined"
              >
                {conflict.bloqueante ? `${texts.blocking}: ${conflict.mensaje}` : conflict.mensaje}
              </Alert>
            ))
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
