import { descargarCitaCalendario } from '@generated/main/endpoints/asesoria/asesoria';
import type { Cita } from '@generated/main/model';
import { saveFile } from '@/lib/files';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

/** Downloads the appointment as an .ics file that calendar applications import. */
export default function CalendarFileButton({ cita }: { cita: Cita }) {
  return (
    <Button
      variant="text"
      size="small"
      onClick={async () =>
        saveFile(await descargarCitaCalendario(cita.idCita), `cita-${cita.idCita}.ics`)
      }
    >
      {texts.history.calendar}
    </Button>
  );
}
