import type { operations } from '../../../generated/main/paths.ts';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const perfilSecurityCases = {
  // The code really sent to the caller: a new one, or the one the send test just sent (429 then;
  // moving the clock instead would move it for every later case).
  confirmarTelefono: async (api, who) => {
    const celular = `9${String(10_000_000 + who.idu).padStart(8, '0')}`;
    const sent = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/perfil/verificartelefono',
      payload: { celular },
    });
    if (sent.statusCode !== 200 && sent.statusCode !== 429)
      throw new Error(`No code was sent: ${sent.body}`);
    return { codigo: api.lastCode(who.usuario) };
  },
  // A CV the teacher uploaded.
  guardarCurriculum: async (api, who) => {
    const uploaded = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }),
    });
    return { idArchivo: uploaded.json().results.idArchivo };
  },
} satisfies SecurityCases<operations>;
