// @vitest-environment node
import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import type {
  ComprobanteRef,
  PagosAlumnoResponseResults,
} from '../../../generated/main/model/index.ts';
import {
  callOk,
  contractNow,
  downloadOk,
  loginAs,
  uploadPdfOk,
} from '../../test/contractClient.ts';
import { solvedPayload } from '../../test/solveProofOfWork.ts';
import { limaDay } from '../limaDay.ts';

describe('payments (pagos, consultaDeuda) through the contract', () => {
  it('a debtor pays an overdue fee, reads and downloads its receipt, reschedules and reports another', async () => {
    // A spare debtor no other contract test signs in as.
    const { token } = await loginAs('alumno.deuda4');
    const read = async () =>
      (await callOk('main', '/pagos/alumno/listar', { token })).body
        .results as PagosAlumnoResponseResults;
    const { programas, canales } = await read();
    const [first, , third] = programas[0]!.cuotas.filter((c) => c.concepto.startsWith('Cuota'));
    const paid = await callOk('main', `/pagos/cuota/${first!.idCuota}/pagar`, {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: 'contrato-pago-deuda4-0001',
        idCanal: canales.find((c) => c.simulado)!.idCanal,
        comprobante: { tipo: 'BOLETA' },
      },
    });
    const { serie, numero } = (paid.body.results as { comprobante: ComprobanteRef }).comprobante;
    await callOk('main', `/pagos/comprobante/${serie}/${numero}`, { token });
    await downloadOk('main', `/pagos/comprobante/${serie}/${numero}/descargar`, token);

    await callOk('main', `/pagos/cuota/${third!.idCuota}/reagendar`, {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: 'contrato-reagendar-deuda4-0001',
        fecha: limaDay(contractNow(), 1),
        motivo: 'Me pagan la quincena la próxima semana.',
      },
    });
    await callOk('main', `/pagos/cuota/${third!.idCuota}/problema`, {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: 'contrato-problema-deuda4-0001',
        numeroOperacion: '00482913',
        fechaPago: limaDay(contractNow()),
        idArchivo: await uploadPdfOk(token, 'ADJUNTO_TRAMITE', 'voucher.pdf'),
        comentario: null,
      },
    });
    const after = (await read()).programas[0]!.cuotas;
    expect(after.find((c) => c.idCuota === first!.idCuota)!.estado).toBe('PAGADA');
    expect(after.find((c) => c.idCuota === third!.idCuota)).toMatchObject({
      estado: 'EN_PROCESO',
      reprogramacion: { fecha: limaDay(contractNow(), 1) },
    });
  });

  it('an anonymous visitor solves the proof of work and looks up a debt by document', async () => {
    const challenge = (await callOk('main', '/consultadeuda/desafio', { method: 'POST' })).body
      .results as Challenge;
    const answer = await callOk('main', '/consultadeuda/consultar', {
      method: 'POST',
      body: {
        tipoDocumento: 'DNI',
        numeroDocumento: '09999999',
        desafio: await solvedPayload(challenge),
      },
    });
    expect(answer.body.results).toEqual({ nombre: null, cuotas: [], totalCentimos: 0 });
  });
});
