import type { operations } from '../../../generated/main/paths.ts';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import type { TestApi } from '../../test/testApi.ts';
import type { DemoRole, OwnObject } from '../../test/security/securityCase.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

const MAIN = '/api/main';

/** A file the student uploaded for their enrolment documents. */
async function ownFile(api: TestApi, who: DemoRole): Promise<number> {
  const uploaded = await api.call(who.usuario, {
    method: 'POST',
    url: `${MAIN}/archivo/subir`,
    ...multipartBody({ tipo: 'DOCUMENTO_MATRICULA' }, { name: 'dni.pdf', bytes: TINY_PDF }),
  });
  return uploaded.json().results.idArchivo as number;
}

/** The oldest document still waiting for staff: each decision takes the next one. */
const pendingDocument: OwnObject = async (api, who) => {
  const listed = await api.call(who.usuario, {
    url: `${MAIN}/admin/documentos-matricula`,
    query: { filter: JSON.stringify({ estado: 'PENDIENTE' }), range: '[0,0]' },
  });
  const [pending] = listed.json() as { id: number; archivo: { idArchivo: number } }[];
  if (!pending) throw new Error('No enrolment document is pending');
  return { id: pending.id, idArchivo: pending.archivo.idArchivo };
};

export const documentoMatriculaSecurityCases = {
  subirDocumentoMatricula: async (api, who) => ({ idArchivo: await ownFile(api, who) }),
  // A student's own document (uploaded now); staff may read any.
  descargarDocumentoMatricula: async (api, who) => {
    if (who.tip !== 1) return pendingDocument(api, who);
    const saved = await api.call(who.usuario, {
      method: 'POST',
      url: `${MAIN}/documentomatricula/alumno/FOTO_CARNE/subir`,
      payload: {
        claveIdempotencia: `seguridad-${who.usuario}-foto`,
        idArchivo: await ownFile(api, who),
      },
    });
    return { id: saved.json().results.id as number };
  },
  aprobarDocumentoMatricula: pendingDocument,
  observarDocumentoMatricula: pendingDocument,
} satisfies SecurityCases<operations>;
