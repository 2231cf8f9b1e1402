import type { operations } from '../../../generated/main/paths.ts';
import { nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A regulation with one version nobody accepted. */
const unacceptedRegulation = async (api: TestApi, activo: boolean) => {
  const saved = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/reglamento/accion/guardar',
    payload: {
      titulo: `Reglamento de prueba ${nextDisposable()}`,
      audiencia: 'TODOS',
      activo,
      resumenCambios: 'Versión inicial.',
      contenido: 'Texto de prueba del reglamento.',
    },
  });
  return saved.json().results as { reglamento: { id: number }; version: { id: number } };
};

export const reglamentoSecurityCases = {
  // Accepted text is never deleted: each delete gets a regulation nobody accepted (an inactive
  // one for a version's delete, since the only version of an active regulation stays).
  eliminarReglamento: async (api) => ({
    id: String((await unacceptedRegulation(api, true)).reglamento.id),
  }),
  eliminarReglamentoVersion: async (api) => ({
    id: String((await unacceptedRegulation(api, false)).version.id),
  }),
} satisfies SecurityCases<operations>;
