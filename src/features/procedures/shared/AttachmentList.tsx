import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { descargarAdjuntoSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Adjunto } from '@generated/main/model';
import { formatFileSize } from '@/lib/files';
import { Button } from '@/ui/Button';
import { texts } from '../texts';
import { useDownload } from './useDownload';

/** A request's files, each downloaded through the request (only its readers may). */
export default function AttachmentList({
  idSolicitud,
  files,
}: {
  idSolicitud: number;
  files: readonly Adjunto[];
}) {
  const { download, pending } = useDownload();
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem
          key={file.idArchivo}
          disableGutters
          secondaryAction={
            <Button
              variant="text"
              size="small"
              startIcon={<DownloadOutlined />}
              loading={pending === String(file.idArchivo)}
              aria-label={texts.download(file.nombre)}
              onClick={() =>
                download(String(file.idArchivo), file.nombre, () =>
                  descargarAdjuntoSolicitud(idSolicitud, file.idArchivo),
                )
              }
            >
              {texts.downloadShort}
            </Button>
          }
        >
          <ListItemText
            primary={file.nombre}
            secondary={[file.requisito, formatFileSize(file.tamano)].filter(Boolean).join(' · ')}
            sx={{ pr: 14, wordBreak: 'break-word' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
