import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Cuota, PagosAlumnoResponseResults } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import PaymentsPage from './PaymentsPage';

const listUrl = apiUrl('main', '/pagos/alumno/listar');
const payUrl = apiUrl('main', '/pagos/cuota/:idCuota/pagar');

const fee = (idCuota: number, concepto: string, estado: Cuota['estado']): Cuota => ({
  idCuota,
  concepto,
  vencimiento: '2026-11-28',
  montoCentimos: 69_000,
  descuentoCentimos: 0,
  descuento: null,
  becaCentimos: 17_250,
  beca: 'Beca de excelencia académica (25 %)',
  moraCentimos: estado === 'VENCIDA' ? 2_500 : 0,
  moraPorVencimientoCentimos: 2_500,
  totalCentimos: 51_750,
  estado,
  comprobante: estado === 'PAGADA' ? { tipo: 'BOLETA', serie: 'B001', numero: '00000031' } : null,
  reprogramacion: null,
  problema: null,
  diasReagendar: 15,
});

const schedule = (cuotas: Cuota[], bloqueados: string[] = []): PagosAlumnoResponseResults => ({
  hoy: '2026-11-25',
  programas: [
    {
      idMatricula: 1,
      programa: 'Computación e Informática',
      periodo: '2026-II',
      cuotas,
      totales: {
        totalCentimos: 103_500,
        pagadoCentimos: 51_750,
        pendienteCentimos: 51_750,
        vencidoCentimos: 0,
      },
    },
  ],
  canales: [
    {
      idCanal: 5,
      tipo: 'ENLACE',
      nombre: 'Tarjeta o billetera digital',
      instrucciones: 'Paga con tarjeta.',
      codigoRecaudacion: null,
      enlace: 'https://pagos.campus.example/cuotas',
      simulado: true,
    },
  ],
  historial: [],
  tramitesBloqueados: bloqueados,
});

describe('PaymentsPage', () => {
  it('writes the programme name by CAPITALIZE_VARIABLES, not as typed (issue 54)', async () => {
    const typed = schedule([fee(4, 'Cuota 4', 'PAGADA')]);
    typed.programas[0]!.programa = 'OFIMÁTICA EMPRESARIAL';
    typed.historial = [
      {
        idPago: 9,
        concepto: 'Cuota 4',
        programa: 'OFIMÁTICA EMPRESARIAL',
        canal: 'Agente',
        referencia: 'OP-1234',
        montoCentimos: 51_750,
        pagadoEn: '2026-11-20T15:00:00.000Z',
        comprobante: null,
      },
    ];
    apiServer.use(http.get(listUrl, () => ok(typed)));
    renderWithProviders(<PaymentsPage />, {
      user: 'student',
      queryClient: queryClientWithCapitalizeRules('student'),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ofimática Empresarial · 2026-II' }),
    ).toBeVisible();
    expect(screen.getByText('Cuota 4 · Ofimática Empresarial')).toBeInTheDocument();
    expect(screen.queryByText(/OFIMÁTICA/)).not.toBeInTheDocument();
  });

  it('lands on the fee a link names, and says what an overdue fee blocks', async () => {
    apiServer.use(
      http.get(listUrl, () =>
        ok(schedule([fee(3, 'Cuota 3', 'VENCIDA'), fee(4, 'Cuota 4', 'PENDIENTE')], ['Retiro'])),
      ),
    );
    renderWithProviders(<PaymentsPage />, { user: 'student', url: '/?cuota=4' });
    expect(await screen.findByText('Cuota 4: vence el 28/11/2026.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cuota 4', { exact: true })).toHaveFocus());
    expect(screen.getByText('Tienes cuotas vencidas.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /no puedes solicitar/ })).toHaveTextContent('Retiro');
  });

  it('pays once however often the button is clicked, and keeps the RUC typed when refused', async () => {
    let calls = 0;
    // The first answer waits until both clicks are in: the second must not send again.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.get(listUrl, () => ok(schedule([fee(4, 'Cuota 4', 'PENDIENTE')]))),
      http.post(payUrl, async () => {
        calls += 1;
        if (calls === 1) {
          await answered;
          return failure(400, 'El RUC no es válido.');
        }
        return ok({
          idPago: 9,
          idCuota: 4,
          referencia: 'SIM-5F2A90C1D3',
          totalCentimos: 51_750,
          pagadoEn: '2026-11-25T15:00:00.000Z',
          comprobante: { tipo: 'FACTURA', serie: 'F001', numero: '00000009' },
        });
      }),
    );
    const { user } = renderWithProviders(<PaymentsPage />, { user: 'student' });
    await user.click(await screen.findByRole('button', { name: 'Pagar Cuota 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar Cuota 4' });
    await user.click(within(dialog).getByRole('radio', { name: 'Factura a una empresa' }));
    await user.type(within(dialog).getByLabelText(/RUC de la empresa/), '20100070971');
    await user.type(within(dialog).getByLabelText(/Razón social/), 'Inversiones Los Álamos S.A.C.');
    const submit = within(dialog).getByRole('button', { name: /^Pagar S\// });
    await user.dblClick(submit);
    await waitFor(() => expect(calls).toBe(1));
    answer();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).getByLabelText(/RUC de la empresa/)).toHaveValue('20100070971');
    await user.click(submit);
    const done = await screen.findByRole('dialog', { name: 'Pago confirmado' });
    expect(within(done).getByText('Número de operación: SIM-5F2A90C1D3.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Ver comprobante' })).toHaveAttribute(
      'href',
      '/estudiantes/pagos/comprobante/factura/F001/00000009',
    );
    expect(calls).toBe(2);
  });
});
