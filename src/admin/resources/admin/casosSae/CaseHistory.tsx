import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext } from 'react-admin';
import type { CasoSaeAdmin } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

/** The case's actions and every note, public and private, oldest first. */
export default function CaseHistory() {
  const caso = useRecordContext<CasoSaeAdmin>();
  if (!caso) return null;
  return (
    <Stack spacing={2}>
      <Labeled label={texts.actions}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
          {caso.acciones.length === 0 && <li>{texts.noActions}</li>}
          {caso.acciones.map((accion) => (
            <Typography component="li" key={accion.idAccion} variant="body2">
              {texts.actionLine(
                texts.actionKinds[accion.tipo] ?? accion.tipo,
                accion.titulo,
                formatDateTime(accion.fecha),
                texts.actionStates[accion.estado] ?? accion.estado,
              )}
            </Typography>
          ))}
        </Stack>
      </Labeled>
      <Labeled label={texts.notes}>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
          {caso.notas.length === 0 && <li>{texts.noNotes}</li>}
          {caso.notas.map((nota) => (
            <li key={nota.idNota}>
              <Typography variant="body2">{nota.texto}</Typography>
              <Typography variant="caption" color="text.secondary">
                {texts.noteBy(
                  nota.autor,
                  formatDateTime(nota.fecha),
                  nota.publica ? texts.publicNote : texts.privateNote,
                )}
              </Typography>
            </li>
          ))}
        </Stack>
      </Labeled>
    </Stack>
  );
}
