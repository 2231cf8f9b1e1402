import type { operations } from '../../../generated/main/paths.ts';
import { openClass, type TodaysClass } from '../../test/openClass.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';
import { createTestClock } from '../../test/testClock.ts';

/** A class of today the caller may mark now (the demo places one around the clock's start). */
const markableClass = async (api: TestApi, who: DemoRole) => {
  const role = who.tip === 1 ? 'alumno' : 'docente';
  const response = await api.call(who.usuario, {
    url: `/api/main/asistencia/${role}/listarcursosactuales`,
  });
  return openClass(response.json().results as TodaysClass[], createTestClock().clock());
};

export const asistenciaSecurityCases = {
  // Each marks a class of their own that is open now.
  marcarAsistenciaAlumno: markableClass,
  marcarAsistenciaDocente: async (api, who) => ({
    ...(await markableClass(api, who)),
    IpAsistencia: '10.20.1.1',
  }),
  completarAlertaInasistencia: async (api, who) => {
    const flow = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/usuario/flujo',
      payload: { version: '1.0.0' },
    });
    const task = (flow.json().results.detalle as Array<{ idTarea: number; modulo: string }>).find(
      (item) => item.modulo === 'inasistenciaAlerta',
    );
    if (!task) throw new Error(`${who.usuario} has no absence alert`);
    return { idTask: task.idTarea };
  },
} satisfies SecurityCases<operations>;
