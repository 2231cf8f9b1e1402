import { useQueryClient } from '@tanstack/react-query';
import {
  getListarCursosActualesAlumnoQueryOptions,
  getListarCursosActualesDocenteQueryOptions,
  useMarcarAsistenciaAlumno,
  useMarcarAsistenciaDocente,
} from '@generated/main/endpoints/asistencia/asistencia';
import type { ClaseActual, CursosActualesResponse } from '@generated/main/model';
import { useRef, useState } from 'react';
import type { AttendanceRole } from '@/lib/attendance/rules';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { lookupIp } from './ipAddress';
import { texts } from '../texts';

interface Outcomes {
  /** spec §8 resp 300: nothing was taken; the warning's text. */
  onNetwork: (message: string) => void;
  /** spec §8: a 400 closes the modal (its warning is the HTTP layer's toast). */
  onRefused: () => void;
}

/**
 * Marks one class with the role's endpoint (teachers send their address first). One mark at a
 * time: a second click while one runs does nothing, and a taken mark shows at once (before the
 * list is asked again), so a quick second click finds the class marked and sends nothing.
 */
export function useMarkAttendance(role: AttendanceRole, { onNetwork, onRefused }: Outcomes) {
  const queryClient = useQueryClient();
  const student = useMarcarAsistenciaAlumno();
  const teacher = useMarcarAsistenciaDocente();
  const running = useRef(false);
  const taken = useRef(new Set<number>());
  const [marking, setMarking] = useState<number | null>(null);

  const showTaken = (item: ClaseActual, status: ClaseActual['estadoAsistencia']) => {
    taken.current.add(item.idSesion);
    const { queryKey } =
      role === 'alumno'
        ? getListarCursosActualesAlumnoQueryOptions()
        : getListarCursosActualesDocenteQueryOptions();
    queryClient.setQueryData<CursosActualesResponse>(queryKey, (list) =>
      list
        ? {
            ...list,
            results: list.results.map((clase) =>
              clase.idSesion === item.idSesion
                ? { ...clase, estadoAsistencia: status, horaMarca: new Date().toISOString() }
                : clase,
            ),
          }
        : list,
    );
  };

  const mark = async (item: ClaseActual) => {
    if (running.current || taken.current.has(item.idSesion)) return;
    running.current = true;
    setMarking(item.idSesion);
    const data = {
      idSeccion: item.idSeccion,
      idSesion: item.idSesion,
      idHorario: item.idHorario,
      sesion: item.sesion,
    };
    try {
      const response =
        role === 'alumno'
          ? await student.mutateAsync({ data })
          : await teacher.mutateAsync({ data: { ...data, IpAsistencia: await lookupIp() } });
      if (response.results.resp === 300) {
        const message = response.messagePublic ?? texts.network.body;
        toast.show({ type: 'warning', detail: message });
        onNetwork(message);
      } else {
        showTaken(item, response.results.estadoAsistencia);
        toast.show({ type: 'success', detail: texts.saved });
      }
    } catch (error) {
      if (isApiError(error) && error.status === 400) onRefused();
    } finally {
      running.current = false;
      setMarking(null);
    }
  };

  return { mark, marking };
}
