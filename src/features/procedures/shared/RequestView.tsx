import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { descargarDocumento } from '@generated/main/endpoints/documento/documento';
import type { Solicitud } from '@generated/main/model';
import { formatDate, formatDateTime, formatMoney } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';
import AttachmentList from './AttachmentList';
import EstadoTag from './EstadoTag';
import RequestHistory from './RequestHistory';
import { useDownload } from './useDownload';
import { ContactLinks } from '@/ui/ContactLinks';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label-value pairs, two columns from the tablet width. */
function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Stack
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        gap: 1.5,
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/**
 * One request as its requester, manager and responder read it: what was asked, its files, the
 * observation waiting for an answer, the issued document and the whole history. `actions` (the
 * answer and decision forms) go between the summary and the history.
 */
export default function RequestView({
  solicitud,
  actions,
}: {
  solicitud: Solicitud;
  actions?: ReactNode;
}) {
  const { download, pending } = useDownload();
  const capitalize = useCapitalizeName();
  const { documento, observacion } = solicitud;
  const people: [string, ReactNode][] = [
    [
      texts.requester,
      `${capitalize(solicitud.solicitante.nombre)} (${solicitud.solicitante.codigo})`,
    ],
  ];
  const contact = solicitud.contactoSolicitante;
  if (contact)
    people.push([
      texts.requesterContact,
      <ContactLinks
        key="contacto"
        phone={contact.telefono}
        email={contact.correo}
        whenHidden={texts.requesterContactHidden}
      />,
    ]);
  if (solicitud.programa) people.push([texts.programme, capitalize(solicitud.programa)]);
  if (solicitud.sede) people.push([texts.campus, capitalize(solicitud.sede)]);
  if (solicitud.encargado) people.push([texts.manager, capitalize(solicitud.encargado.nombre)]);
  if (solicitud.responsable)
    people.push([texts.responder, capitalize(solicitud.responsable.nombre)]);
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mr: 1 }}>
              {solicitud.tipo.nombre}
            </Typography>
            <EstadoTag estado={solicitud.estado} />
            {solicitud.vencido && <Tag label={texts.overdue} color="error" size="small" />}
          </Stack>
          <Facts
            items={[
              [texts.number, solicitud.numero],
              [texts.fee, solicitud.costo > 0 ? formatMoney(solicitud.costo) : texts.free],
              [texts.filed, formatDateTime(solicitud.fechaRegistro)],
              [texts.updated, formatDateTime(solicitud.fechaActualizacion)],
              [texts.due, formatDate(solicitud.fechaVencimiento)],
              ...people,
            ]}
          />
        </Stack>
      </Paper>
      {observacion && (
        <Alert severity="warning" role="status">
          <Typography component="h2" variant="subtitle2">
            {texts.observation}
          </Typography>
          <Typography variant="body2">{observacion.comentario}</Typography>
          <Typography variant="caption">
            {`${capitalize(observacion.autor)} · ${formatDateTime(observacion.fecha)}`}
          </Typography>
        </Alert>
      )}
      {actions}
      {documento && (
        <Section title={texts.document}>
          <Stack spacing={1}>
            <Typography variant="body2">{`${documento.nombre} · ${documento.numero}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${texts.signedBy}: ${documento.firmantes.map((f) => `${capitalize(f.firmante)} (${f.cargo})`).join(', ')}`}
            </Typography>
            <div>
              <Button
                variant="secondary"
                loading={pending === 'documento'}
                onClick={() =>
                  download('documento', `${documento.numero}.pdf`, () =>
                    descargarDocumento(documento.idDocumento),
                  )
                }
              >
                {texts.downloadDocument}
              </Button>
            </div>
          </Stack>
        </Section>
      )}
      <Section title={texts.answers}>
        <Facts
          items={[
            ...solicitud.campos.map((campo) => [campo.nombre, campo.texto] as const),
            ...(solicitud.comentario ? [[texts.comment, solicitud.comentario] as const] : []),
          ]}
        />
      </Section>
      <Section title={texts.attachments}>
        {solicitud.adjuntos.length ? (
          <AttachmentList idSolicitud={solicitud.idSolicitud} files={solicitud.adjuntos} />
        ) : (
          <Typography variant="body2">{texts.noAttachments}</Typography>
        )}
      </Section>
      <Section title={texts.history}>
        <RequestHistory idSolicitud={solicitud.idSolicitud} />
      </Section>
    </Stack>
  );
}
