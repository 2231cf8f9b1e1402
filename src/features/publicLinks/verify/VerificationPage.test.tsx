import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import VerificationPage from './VerificationPage';

const t = texts.verify;

describe('VerificationPage', () => {
  it("verifies the code of the QR code's address as it opens", async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('main', '/verificacion/certificado'), async ({ request }) => {
        sent.push(await request.json());
        return ok({
          estado: 'REVOCADO',
          certificado: {
            codigo: 'R3VK-8D2N-6HPT',
            titular: 'Rosa Mamani Quispe',
            documento: 'DNI *****123',
            programa: 'Desarrollo de Software',
            creditosAprobados: 120,
            emitidoEn: '2026-10-20T15:00:00.000Z',
            revocadoEn: '2026-11-12T15:00:00.000Z',
          },
        });
      }),
    );
    renderWithProviders(<VerificationPage kind="certificate" />, {
      url: '/verificarconstanciasycertificados?codigo=R3VK-8D2N-6HPT',
    });
    expect(await screen.findByRole('heading', { name: t.certificate.revoked })).toBeInTheDocument();
    expect(screen.getByText(t.certificate.revokedOn('12/11/2026'))).toBeInTheDocument();
    expect(screen.getByText('Rosa Mamani Quispe')).toBeInTheDocument();
    expect(sent).toEqual([{ codigo: 'R3VK-8D2N-6HPT' }]);
  });

  it('says a sworn statement code is unknown, and keeps what was typed', async () => {
    apiServer.use(
      http.post(apiUrl('main', '/verificacion/declaracionjurada'), () =>
        ok({ estado: 'DESCONOCIDO', declaracion: null }),
      ),
    );
    const { user } = renderWithProviders(<VerificationPage kind="statement" />);
    await user.type(screen.getByLabelText(new RegExp(`^${t.code}`)), 'ZZZZ-ZZZZ-ZZZZ');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.statement.unknown)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${t.code}`))).toHaveValue('ZZZZ-ZZZZ-ZZZZ');
  });
});
