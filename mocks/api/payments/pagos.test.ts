// @vitest-environment node
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { pdfQrHolds } from '../../test/pdfQr.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { limaDay } from '../limaDay.ts';
import { paymentTexts as t } from './texts.ts';

const MAIN = '/api/main';
// The test clock's day (mocks/test/testClock.ts): the seed laid the schedules out around it.
const NOW = Date.UTC(2026, 8, 14, 15, 0, 0);
const day = (days: number) => limaDay(NOW, days);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;

interface Cuota {
  idCuota: number;
  concepto: string;
  vencimiento: string;
  estado: string;
  montoCentimos: number;
  moraCentimos: number;
  totalCentimos: number;
  becaCentimos: number;
  comprobante: { tipo: string; serie: string; numero: string } | null;
  reprogramacion: { numero: string; fecha: string } | null;
  problema: { estado: string } | null;
}
interface Schedule {
  hoy: string;
  programas: {
    idMatricula: number;
    programa: string;
    cuotas: Cuota[];
    totales: Record<string, number>;
  }[];
  canales: { idCanal: number; simulado: boolean }[];
  historial: { idPago: number; concepto: string }[];
  tramitesBloqueados: string[];
}

const demo = useTestApiWithDatabase({ seed: { students: 40 } });

const schedule = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/pagos/alumno/listar` })).json().results as Schedule;
const fees = async (usuario: string) => (await schedule(usuario)).programas[0]!.cuotas;
const fee = async (usuario: string, concepto: string) =>
  (await fees(usuario)).find((c) => c.concepto === concepto)!;
const channels = async () => (await schedule('alumno')).canales;
const post = (usuario: string, url: string, payload: object) =>
  demo.api.call(usuario, { method: 'POST', url: `${MAIN}${url}`, payload });
let keys = 0;
const key = () => `clave-de-prueba-${String((keys += 1)).padStart(4, '0')}`;
const pay = async (usuario: string, idCuota: number, extra: object = {}) => {
  const simulated = (await channels()).find((c) => c.simulado)!;
  return post(usuario, `/pagos/cuota/${idCuota}/pagar`, {
    claveIdempotencia: key(),
    idCanal: simulated.idCanal,
    comprobante: { tipo: 'BOLETA' },
    ...extra,
  });
};
const count = (sql: string, ...params: (number | string)[]) =>
  (demo.db.prepare(sql).get(...params) as { n: number }).n;

describe('listarPagosAlumno', () => {
  it("lays the demo student's schedule out around today: paid with receipts, one due in 3 days", async () => {
    const result = await schedule('alumno');
    expect(result.hoy).toBe(day(0));
    const [career] = result.programas;
    expect(career!.cuotas.map((c) => [c.concepto, c.estado])).toEqual([
      ['Matrícula', 'PAGADA'],
      ['Cuota 1', 'PAGADA'],
      ['Cuota 2', 'PAGADA'],
      ['Cuota 3', 'PAGADA'],
      ['Cuota 4', 'PENDIENTE'],
      ['Cuota 5', 'PENDIENTE'],
    ]);
    const next = career!.cuotas[4]!;
    expect(next.vencimiento).toBe(day(3));
    expect(next.becaCentimos).toBeGreaterThan(0);
    expect(career!.cuotas.slice(0, 4).every((c) => c.comprobante?.serie.match(/^[BF]001$/))).toBe(
      true,
    );
    expect(career!.totales.vencidoCentimos).toBe(0);
    expect(result.canales.filter((c) => c.simulado)).toHaveLength(1);
    expect(result.historial.length).toBeGreaterThanOrEqual(4);
    expect(result.tramitesBloqueados).toEqual([]);
  });

  it('shows a debtor the overdue fees with their late charges, the one in process and what is blocked', async () => {
    const result = await schedule('alumno.deuda');
    const cuotas = result.programas[0]!.cuotas;
    expect(cuotas.map((c) => c.estado)).toEqual([
      'PAGADA',
      'VENCIDA',
      'EN_PROCESO',
      'VENCIDA',
      'PENDIENTE',
      'PENDIENTE',
    ]);
    expect(cuotas[1]!.moraCentimos).toBe(2500);
    expect(cuotas[2]!.problema).toMatchObject({ estado: 'REGISTRADO' });
    expect(result.programas[0]!.totales.vencidoCentimos).toBe(
      cuotas[1]!.totalCentimos + cuotas[3]!.totalCentimos,
    );
    expect(result.tramitesBloqueados.length).toBeGreaterThan(0);
  });

  it('refuses other roles', async () => {
    expect(
      (await demo.api.call('docente', { url: `${MAIN}/pagos/alumno/listar` })).statusCode,
    ).toBe(403);
  });
});

describe('pagarCuota', () => {
  it('confirms a payment once per key, with its boleta, and refuses a second payment', async () => {
    const next = await fee('alumno', 'Cuota 4');
    const simulated = (await channels()).find((c) => c.simulado)!;
    const body = {
      claveIdempotencia: 'pago-cuota-4-alumno-0001',
      idCanal: simulated.idCanal,
      comprobante: { tipo: 'BOLETA' },
    };
    const first = await post('alumno', `/pagos/cuota/${next.idCuota}/pagar`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().messagePublic).toBe(t.paid);
    const paid = first.json().results;
    expect(paid).toMatchObject({
      idCuota: next.idCuota,
      totalCentimos: next.totalCentimos,
      comprobante: { tipo: 'BOLETA', serie: 'B001' },
    });
    expect(paid.referencia).toMatch(/^SIM-[0-9A-F]{10}$/);
    // The same confirmation again records nothing new.
    const again = await post('alumno', `/pagos/cuota/${next.idCuota}/pagar`, body);
    expect(again.json().results).toEqual(paid);
    expect(count('SELECT count(*) AS n FROM payments WHERE fee_id = ?', next.idCuota)).toBe(1);
    expect(
      count(
        'SELECT count(*) AS n FROM receipts r JOIN payments p ON p.id = r.payment_id WHERE p.fee_id = ?',
        next.idCuota,
      ),
    ).toBe(1);
    expect((await fee('alumno', 'Cuota 4')).estado).toBe('PAGADA');

    const other = await pay('alumno', next.idCuota);
    expect(other.statusCode).toBe(400);
    expect(other.json().messagePublic).toBe(t.alreadyPaid);
  });

  it('adds the late charge to an overdue fee', async () => {
    const overdue = await fee('alumno.deuda3', 'Cuota 1');
    expect(overdue.estado).toBe('VENCIDA');
    const response = await pay('alumno.deuda3', overdue.idCuota);
    expect(response.json().results.totalCentimos).toBe(overdue.totalCentimos);
    expect(overdue.totalCentimos).toBe(overdue.montoCentimos + 2_500);
  });

  it('charges the late fee of a past-due fee whose payment is under review', async () => {
    const inReview = await fee('alumno.deuda3', 'Cuota 2');
    expect(inReview).toMatchObject({ estado: 'EN_PROCESO', moraCentimos: 2_500 });
    const response = await pay('alumno.deuda3', inReview.idCuota);
    expect(response.json().results.totalCentimos).toBe(inReview.totalCentimos);
  });

  it("clears the procedures' no-debt rule once the overdue fees are paid", async () => {
    const { id: idTipoTramite } = demo.db
      .prepare(
        `SELECT t.id FROM procedure_types t JOIN procedure_requirements q ON q.type_id = t.id
          WHERE q.rule = 'SIN_DEUDA' AND t.is_active = 1 AND t.audiences LIKE '%CARRERA%'
            AND NOT EXISTS (SELECT 1 FROM procedure_requirements r WHERE r.type_id = t.id
              AND r.rule IN ('CICLO_MINIMO', 'SIN_TRAMITE_ABIERTO'))
          ORDER BY t.id LIMIT 1`,
      )
      .get() as { id: number };
    const { programas } = await schedule('alumno.deuda3');
    const noDebt = async () => {
      const response = await post('alumno.deuda3', '/tramitesae/validar/requisitos', {
        idTipoTramite,
        idMatricula: programas[0]!.idMatricula,
      });
      return (response.json().results.reglas as { nombre: string; cumple: boolean }[]).find(
        (rule) => rule.nombre === 'Sin deudas pendientes',
      )!.cumple;
    };
    expect(await noDebt()).toBe(false);
    for (const overdue of (await fees('alumno.deuda3')).filter((c) => c.estado === 'VENCIDA')) {
      expect((await pay('alumno.deuda3', overdue.idCuota)).statusCode).toBe(200);
    }
    expect(await noDebt()).toBe(true);
  });

  it('issues a factura to a valid RUC and refuses one whose check digit fails', async () => {
    const next = await fee('alumno', 'Cuota 5');
    const factura = (ruc: string) => ({
      comprobante: { tipo: 'FACTURA', ruc, razonSocial: 'Inversiones Los Álamos S.A.C.' },
    });
    const wrong = await pay('alumno', next.idCuota, factura('20100070971'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ 'comprobante.ruc': [t.rucInvalid] });
    const right = await pay('alumno', next.idCuota, factura('20100070970'));
    expect(right.json().results.comprobante).toMatchObject({ tipo: 'FACTURA', serie: 'F001' });
  });

  it('pays only through the simulated channel, only the caller’s own fee', async () => {
    const [extension] = (await schedule('alumno')).programas.slice(1);
    const open = extension!.cuotas.find((c) => c.estado === 'PENDIENTE')!;
    const bank = (await channels()).find((c) => !c.simulado)!;
    const outside = await pay('alumno', open.idCuota, { idCanal: bank.idCanal });
    expect(outside.json().messagePublic).toBe(t.channelOutside);
    const unknown = await pay('alumno', open.idCuota, { idCanal: 9999 });
    expect(unknown.json().messagePublic).toBe(t.channelUnknown);
    const foreign = await pay('alumno.deuda', open.idCuota);
    expect(foreign.statusCode).toBe(403);
    expect((await pay('alumno', 999_999)).statusCode).toBe(404);
  });
});

describe('obtenerComprobante and descargarComprobante', () => {
  it('reads a receipt as JSON and as a PDF, for its owner only', async () => {
    const paid = (await fees('alumno')).find((c) => c.comprobante?.tipo === 'BOLETA')!;
    const { serie, numero } = paid.comprobante!;
    const response = await demo.api.call('alumno', {
      url: `${MAIN}/pagos/comprobante/${serie}/${numero}`,
    });
    const receipt = response.json().results;
    expect(receipt).toMatchObject({
      tipo: 'BOLETA',
      serie,
      numero,
      totalCentimos: paid.totalCentimos,
    });
    expect(receipt.emisor.ruc).toMatch(/^20\d{9}$/);
    expect(receipt.qr).toBe(
      [
        receipt.emisor.ruc,
        '03',
        serie,
        numero,
        '0.00',
        (paid.totalCentimos / 100).toFixed(2),
        limaDay(Date.parse(receipt.emitidoEn)),
        '1',
        receipt.cliente.numeroDocumento,
        '',
      ].join('|'),
    );

    const pdf = await demo.api.call('alumno', {
      url: `${MAIN}/pagos/comprobante/${serie}/${numero}/descargar`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${serie}-${numero}.pdf`);
    const bytes = new Uint8Array(pdf.rawPayload);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    expect(await pdfQrHolds(bytes, receipt.qr)).toBe(true);
    expect(text).toContain('BOLETA DE VENTA ELECTRÓNICA');
    expect(text).toContain(`${serie}-${numero}`);
    expect(text).toContain(`RUC ${receipt.emisor.ruc}`);
    expect(text).toContain(receipt.cliente.numeroDocumento);
    expect(text).toContain(`S/ ${(paid.totalCentimos / 100).toFixed(2)}`);

    for (const path of ['', '/descargar']) {
      const foreign = await demo.api.call('alumno.deuda', {
        url: `${MAIN}/pagos/comprobante/${serie}/${numero}${path}`,
      });
      expect(foreign.statusCode).toBe(403);
      const unknown = await demo.api.call('alumno', {
        url: `${MAIN}/pagos/comprobante/B999/00000001${path}`,
      });
      expect(unknown.statusCode).toBe(404);
    }
  });
});

describe('reagendarCuota', () => {
  const reschedule = (usuario: string, idCuota: number, fecha: string, clave = key()) =>
    post(usuario, `/pagos/cuota/${idCuota}/reagendar`, {
      claveIdempotencia: clave,
      fecha,
      motivo: 'Me pagan la quincena la próxima semana.',
    });

  it('takes a date from tomorrow to the limit, once per overdue fee, as a procedure request', async () => {
    const overdue = await fee('alumno.deuda1', 'Cuota 3');
    const range = t.dateRange(
      day(1).split('-').reverse().join('/'),
      day(15).split('-').reverse().join('/'),
    );
    for (const fecha of [day(0), day(16)]) {
      const refused = await reschedule('alumno.deuda1', overdue.idCuota, fecha);
      expect(refused.json().errors).toEqual({ fecha: [range] });
    }
    const clave = key();
    const filed = await reschedule('alumno.deuda1', overdue.idCuota, day(15), clave);
    expect(filed.statusCode).toBe(200);
    const result = filed.json().results;
    expect(result).toMatchObject({ idCuota: overdue.idCuota, fecha: day(15) });
    expect(result.numero).toMatch(/^T-2026-\d{6}$/);
    const request = demo.db
      .prepare(
        `SELECT t.code, r.state, r.manager_id AS managerId FROM procedure_requests r
          JOIN procedure_types t ON t.id = r.type_id WHERE r.id = ?`,
      )
      .get(result.idSolicitud);
    expect(request).toMatchObject({ code: 'REAGPAGO', state: 'REGISTRADO' });
    expect((request as { managerId: number | null }).managerId).not.toBeNull();

    expect(
      (await reschedule('alumno.deuda1', overdue.idCuota, day(1), clave)).json().results,
    ).toEqual(result);
    const second = await reschedule('alumno.deuda1', overdue.idCuota, day(1));
    expect(second.json().messagePublic).toBe(t.alreadyRescheduled);
    expect((await fee('alumno.deuda1', 'Cuota 3')).reprogramacion).toMatchObject({
      fecha: day(15),
    });
  });

  it('takes tomorrow, and refuses a fee that is not overdue or not the caller’s', async () => {
    const overdue = await fee('alumno.deuda1', 'Cuota 1');
    expect((await reschedule('alumno.deuda1', overdue.idCuota, day(1))).statusCode).toBe(200);
    const ahead = await fee('alumno.deuda1', 'Cuota 4');
    expect((await reschedule('alumno.deuda1', ahead.idCuota, day(1))).json().messagePublic).toBe(
      t.notOverdue,
    );
    expect((await reschedule('alumno', overdue.idCuota, day(1))).statusCode).toBe(403);
  });

  it('moves a fee due within 7 days past its own due day', async () => {
    const [extension] = (await schedule('alumno')).programas.slice(1);
    const soon = extension!.cuotas.find((c) => c.vencimiento === day(3))!;
    const before = await reschedule('alumno', soon.idCuota, day(3));
    expect(before.json().errors).toEqual({
      fecha: [
        t.dateRange(day(4).split('-').reverse().join('/'), day(15).split('-').reverse().join('/')),
      ],
    });
    expect((await reschedule('alumno', soon.idCuota, day(4))).statusCode).toBe(200);
  });
});

describe('text limits of the late-payment requests', () => {
  it('takes a reason of 10 to 500 characters and an operation number of 4 to 20', async () => {
    const overdue = await fee('alumno.deuda', 'Cuota 1');
    const reason = (motivo: string) =>
      post('alumno.deuda', `/pagos/cuota/${overdue.idCuota}/reagendar`, {
        claveIdempotencia: key(),
        fecha: day(1),
        motivo,
      });
    expect((await reason('a'.repeat(9))).statusCode).toBe(400);
    expect((await reason('a'.repeat(501))).statusCode).toBe(400);
    const operation = (numeroOperacion: string) =>
      post('alumno.deuda', `/pagos/cuota/${overdue.idCuota}/problema`, {
        claveIdempotencia: key(),
        numeroOperacion,
        fechaPago: day(0),
        idArchivo: 999_999,
      });
    for (const refused of ['123', '1'.repeat(21)]) {
      expect((await operation(refused)).json().errors).toHaveProperty('numeroOperacion');
    }
    // Past the schema, on to the voucher (none here): the length was taken.
    for (const taken of ['1234', '1'.repeat(20)]) {
      expect((await operation(taken)).json().messagePublic).toBe(t.voucherMissing);
    }
    expect((await reason('a'.repeat(500))).statusCode).toBe(200);
  });
});

describe('reportarProblemaPago', () => {
  const upload = async (
    usuario: string,
    bytes: Buffer,
    tipo = 'ADJUNTO_TRAMITE',
    name = 'voucher.png',
  ) => {
    const response = await demo.api.call(usuario, {
      method: 'POST',
      url: `${MAIN}/archivo/subir`,
      ...multipartBody({ tipo }, { name, bytes }),
    });
    return response.json().results.idArchivo as number;
  };
  const report = (usuario: string, idCuota: number, idArchivo: number, fechaPago = day(-1)) =>
    post(usuario, `/pagos/cuota/${idCuota}/problema`, {
      claveIdempotencia: key(),
      numeroOperacion: '00482913',
      fechaPago,
      idArchivo,
    });
  // A PDF is stored as sent (an image is re-encoded, smaller): its size is what the rule reads.
  const padded = (size: number) =>
    Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]);

  it('files a report with the voucher, puts the fee in process, and takes it once', async () => {
    const overdue = await fee('alumno.deuda2', 'Cuota 3');
    const tooBig = await upload('alumno.deuda2', padded(5 * MB + 1), undefined, 'voucher.pdf');
    expect((await report('alumno.deuda2', overdue.idCuota, tooBig)).json().messagePublic).toBe(
      t.voucherFormat,
    );
    const voucher = await upload('alumno.deuda2', padded(5 * MB), undefined, 'voucher.pdf');
    const filed = await report('alumno.deuda2', overdue.idCuota, voucher);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().messagePublic).toBe(t.reported);
    expect(
      count('SELECT count(*) AS n FROM procedure_attachments WHERE file_id = ?', voucher),
    ).toBe(1);
    expect((await fee('alumno.deuda2', 'Cuota 3')).estado).toBe('EN_PROCESO');
    const again = await report(
      'alumno.deuda2',
      overdue.idCuota,
      await upload('alumno.deuda2', PNG),
    );
    expect(again.json().messagePublic).toBe(t.alreadyReported);
  });

  it('refuses a payment day ahead or before the period, a voucher not the caller’s and a paid fee', async () => {
    const overdue = await fee('alumno.deuda2', 'Cuota 1');
    const voucher = await upload('alumno.deuda2', PNG);
    for (const fechaPago of [day(1), '2026-08-16']) {
      expect(
        (await report('alumno.deuda2', overdue.idCuota, voucher, fechaPago)).json().errors,
      ).toEqual({
        fechaPago: [t.paymentDay],
      });
    }
    const foreign = await upload('alumno.deuda3', PNG);
    expect((await report('alumno.deuda2', overdue.idCuota, foreign)).json().messagePublic).toBe(
      t.voucherMissing,
    );
    const paid = (await fees('alumno.deuda2')).find((c) => c.estado === 'PAGADA')!;
    expect((await report('alumno.deuda2', paid.idCuota, voucher)).json().messagePublic).toBe(
      t.alreadyPaid,
    );
    // Today is a payment day it takes.
    expect((await report('alumno.deuda2', overdue.idCuota, voucher, day(0))).statusCode).toBe(200);
  });
});

describe('fee states follow the clock', () => {
  it('reschedules a fee not yet due from 7 days before its due day, not 8', async () => {
    const ahead = await fee('alumno.deuda4', 'Cuota 4');
    const reschedule = async () => {
      const token = await demo.api.signIn('alumno.deuda4');
      return demo.api.app.inject({
        method: 'POST',
        url: `${MAIN}/pagos/cuota/${ahead.idCuota}/reagendar`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          claveIdempotencia: key(),
          fecha: day(21),
          motivo: 'Cobro mi sueldo a fin de mes.',
        },
      });
    };
    demo.api.advance(12 * 86_400_000);
    expect((await reschedule()).json().messagePublic).toBe(t.notOverdue);
    demo.api.advance(86_400_000);
    expect((await reschedule()).statusCode).toBe(200);
  });

  it('turns a fee overdue, with its late charge, the day after it falls due', async () => {
    // The clock stands 13 days on (the test before): the fee falls due on day 20.
    const later = async () => {
      const token = await demo.api.signIn('alumno.deuda4');
      const response = await demo.api.app.inject({
        url: `${MAIN}/pagos/alumno/listar`,
        headers: { authorization: `Bearer ${token}` },
      });
      return (response.json().results as Schedule).programas[0]!.cuotas[4]!;
    };
    const ahead = await later();
    expect(ahead.vencimiento).toBe(day(20));
    demo.api.advance(7 * 86_400_000);
    expect(await later()).toMatchObject({ estado: 'PENDIENTE', moraCentimos: 0 });
    demo.api.advance(86_400_000);
    expect(await later()).toMatchObject({
      estado: 'VENCIDA',
      moraCentimos: 2500,
      totalCentimos: ahead.totalCentimos + 2500,
    });
  });
});
