import type { operations } from '../../../generated/main/paths.ts';
import { multipartBody } from '../../test/multipart.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

interface Cuota {
  idCuota: number;
  concepto: string;
  estado: string;
  vencimiento: string;
  comprobante: { serie: string; numero: string } | null;
}

const schedule = async (api: TestApi, usuario: string) =>
  (await api.call(usuario, { url: '/api/main/pagos/alumno/listar' })).json().results as {
    hoy: string;
    programas: { cuotas: Cuota[] }[];
    canales: { idCanal: number; simulado: boolean }[];
  };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Each operation on one of the caller's own fees or receipts, each on a fee of its own. */
export const pagosSecurityCases = {
  // The career's last instalment, far ahead, through the simulated channel.
  pagarCuota: async (api, who) => {
    const { programas, canales } = await schedule(api, who.usuario);
    return {
      idCuota: programas[0]!.cuotas.at(-1)!.idCuota,
      idCanal: canales.find((c) => c.simulado)!.idCanal,
    };
  },
  obtenerComprobante: async (api, who) => {
    const { programas } = await schedule(api, who.usuario);
    const { comprobante } = programas[0]!.cuotas.find((c) => c.comprobante)!;
    return { serie: comprobante!.serie, numero: comprobante!.numero };
  },
  descargarComprobante: async (api, who) => {
    const { programas } = await schedule(api, who.usuario);
    const { comprobante } = programas[0]!.cuotas.find((c) => c.comprobante)!;
    return { serie: comprobante!.serie, numero: comprobante!.numero };
  },
  // The demo student's instalment due in 3 days, to the day after it.
  reagendarCuota: async (api, who) => {
    const { programas } = await schedule(api, who.usuario);
    const soon = programas[0]!.cuotas.find((c) => c.estado === 'PENDIENTE')!;
    const after = new Date(Date.parse(`${soon.vencimiento}T12:00:00Z`) + 86_400_000);
    return { idCuota: soon.idCuota, fecha: after.toISOString().slice(0, 10) };
  },
  // A pending fee of the second programme, with a voucher uploaded first.
  reportarProblemaPago: async (api, who) => {
    const { hoy, programas } = await schedule(api, who.usuario);
    const fee = programas.at(-1)!.cuotas.find((c) => c.estado === 'PENDIENTE')!;
    const uploaded = await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody({ tipo: 'ADJUNTO_TRAMITE' }, { name: 'voucher.png', bytes: PNG }),
    });
    return { idCuota: fee.idCuota, idArchivo: uploaded.json().results.idArchivo, fechaPago: hoy };
  },
} satisfies SecurityCases<operations>;
