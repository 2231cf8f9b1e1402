import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext } from 'react-admin';
import type { CasoSaeAdmin } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

/** The case's actions (an answered form with its answers) and every note, oldest first. */
export default function CaseHistory() {
  const caso = useRecordContext<CasoSaeAdmin>();
  if (!caso) return null;
  return (
    <Stack spacing={2}>
      <Labeled label={texts.actions}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
          {caso.acciones.length === 0 && <li>{texts.noActions}</li>}
          {caso.acciones.map((accion) => (
            <li key={accion.idAccion}>
              <Typography variant="body2">
                {texts.actionLine(
                  texts.actionKinds[accion.tipo] ?? accion.tipo,
                  accion.titulo,
                  formatDateTime(accion.fecha),
                  texts.actionStates[accion.estado] ?? accion.estado,
                )}
              </Typography>
              {accion.respuestas.length > 0 && (
                <Stack
                  component="ul"
                  aria-label={`${texts.answers}: ${accion.titulo}`}
                  spacing={0.5}
                  sx={{ m: 0, pl: 2 }}
                >
                  {accion.respuestas.map((item) => (
                    <Typography component="li" key={item.pregunta} variant="body2">
                      {texts.answerLine(item.pregunta, item.respuesta ?? texts.noAnswer)}
                    </Typography>
                  ))}
                </Stack>
              )}
            </li>
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
