import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TipoTramite } from '@generated/main/model';
import { formatMoney } from '@/lib/dates';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';

/**
 * A procedure type as the TUPA lists it: purpose, requirements, fee, time and steps. Its name is
 * the page's h1 unless the page has its own (`level` 2, sections then h3).
 */
export default function TypeSheet({ tipo, level = 1 }: { tipo: TipoTramite; level?: 1 | 2 }) {
  const section = level === 1 ? 'h2' : 'h3';
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component={`h${level}`} variant="h5" sx={{ fontWeight: 700, mr: 1 }}>
            {tipo.nombre}
          </Typography>
          <Tag
            size="small"
            color="info"
            label={tipo.modalidad === 'AUTOMATICO' ? texts.automatic : texts.manual}
          />
        </Stack>
        <Typography>{tipo.descripcion}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
          <Typography>
            <strong>{texts.fee}:</strong> {tipo.costo > 0 ? formatMoney(tipo.costo) : texts.free}
          </Typography>
          <Typography>
            <strong>{texts.expectedTime}:</strong> {texts.businessDays(tipo.diasHabiles)}
          </Typography>
        </Stack>
        <div>
          <Typography component={section} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {texts.purpose}
          </Typography>
          <Typography>{tipo.proposito}</Typography>
        </div>
        <div>
          <Typography component={section} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {texts.requirements}
          </Typography>
          <ul>
            {tipo.requisitos.map((requisito) => (
              <li key={requisito.idRequisito}>
                <Typography>
                  <strong>{requisito.nombre}</strong>
                  {requisito.obligatorio ? '' : ` ${texts.optional}`}: {requisito.descripcion}
                  {requisito.formatos &&
                    ` (${requisito.formatos.map((f) => f.toUpperCase()).join(', ')})`}
                </Typography>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Typography component={section} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {texts.steps}
          </Typography>
          <ol>
            {tipo.pasos.map((paso) => (
              <li key={paso.orden}>
                <Typography>
                  <strong>{paso.nombre}</strong>: {paso.descripcion}
                </Typography>
              </li>
            ))}
          </ol>
        </div>
      </Stack>
    </Paper>
  );
}
