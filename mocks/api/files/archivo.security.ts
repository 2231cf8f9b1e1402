import type { operations } from '../../../generated/main/paths.ts';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const archivoSecurityCases = {
  // Each caller downloads a file it uploaded.
  descargarArchivo: async (api, who) => {
    const stored = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }),
    });
    return { idArchivo: String(stored.json().results.idArchivo) };
  },
} satisfies SecurityCases<operations>;
