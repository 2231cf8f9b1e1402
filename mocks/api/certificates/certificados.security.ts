import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

const careers = async (api: TestApi, usuario: string) =>
  (await api.call(usuario, { url: '/api/main/certificado/alumno' })).json().results.programas as {
    idMatricula: number;
    certificado: { codigo: string } | null;
  }[];

/** The caller's career enrolment, and a certificate of their own (issued first when none). */
export const certificadosSecurityCases = {
  emitirCertificadoEstudios: async (api, who) => ({
    idMatricula: (await careers(api, who.usuario))[0]!.idMatricula,
  }),
  descargarCertificadoEstudios: async (api, who) => {
    const [career] = await careers(api, who.usuario);
    if (career!.certificado) return { codigo: career!.certificado.codigo };
    const issued = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/certificado/alumno/emitir',
      payload: {
        claveIdempotencia: 'seguridad-certificado-0001',
        idMatricula: career!.idMatricula,
      },
    });
    return { codigo: issued.json().results.codigo as string };
  },
} satisfies SecurityCases<operations>;
