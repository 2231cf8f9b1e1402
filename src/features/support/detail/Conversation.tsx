import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { descargarAdjuntoTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { Ticket } from '@generated/support-desk/model';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { notifyError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

const t = texts.detail;

/** The ticket's comments, oldest first, staff's marked, each attachment a download. */
export default function Conversation({ ticket }: { ticket: Ticket }) {
  const download = async (idArchivo: number, nombre: string) => {
    try {
      saveFile(await descargarAdjuntoTicket(ticket.id, idArchivo), nombre);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack
      component="ol"
      spacing={2}
      aria-label={t.conversation}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {ticket.comentarios.map((comment) => (
        <Box
          component="li"
          key={comment.id}
          sx={{
            borderLeft: 3,
            borderColor: comment.esPersonal ? 'primary.main' : 'divider',
            pl: 2,
          }}
        >
          <Typography variant="subtitle2" component="p">
            {comment.esPersonal ? `${comment.autor.nombre} · ${t.staff}` : comment.autor.nombre}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(comment.creado)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>{comment.texto}</Typography>
          {comment.adjuntos.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {comment.adjuntos.map((file) => (
                <Button
                  key={file.idArchivo}
                  variant="text"
                  size="small"
                  startIcon={<AttachFileOutlined />}
                  aria-label={t.download(file.nombre)}
                  onClick={() => void download(file.idArchivo, file.nombre)}
                >
                  {file.nombre}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
