import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { easyChallenge, solves } from '@/test/proofOfWork';
import { renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import VerificationPage from './VerificationPage';

const t = texts.verify;
const REFUSED = 'La verificación no es válida o ya venció. Vuelve a consultar.';

let asked = 0;
beforeEach(() => {
  asked = 0;
  apiServer.use(
    http.post(apiUrl('main', '/verificacion/desafio'), async () => {
      asked += 1;
      return ok(await easyChallenge('verificacion'));
    }),
  );
});

describe('VerificationPage', () => {
  it("verifies the code of the QR code's address as it opens", async () => {
    const sent: { codigo: string; desafio: string }[] = [];
    apiServer.use(
      http.post(apiUrl('main', '/verificacion/certificado'), async ({ request }) => {
        sent.push((await request.json()) as { codigo: string; desafio: string });
        return ok({
          estado: 'REVOCADO',
          certificado: {
            codigo: 'R3VK-8D2N-6HPT',
            titular: 'R. M. Q.',
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
    expect(screen.getByText('R. M. Q.')).toBeInTheDocument();
    // Its proof of work done first (issue 55).
    expect(sent.map(({ codigo }) => codigo)).toEqual(['R3VK-8D2N-6HPT']);
    expect(await solves(sent[0]!.desafio)).toBe(true);
    expect(asked).toBe(1);
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

  it('says why a refused proof of work failed, keeps the code, and asks anew on the next try', async () => {
    let verifications = 0;
    apiServer.use(
      http.post(apiUrl('main', '/verificacion/certificado'), () => {
        verifications += 1;
        return HttpResponse.json(
          { results: null, messagePublic: REFUSED, errors: { desafio: [REFUSED] } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithProviders(<VerificationPage kind="certificate" />);
    await user.type(screen.getByLabelText(new RegExp(`^${t.code}`)), 'K7QM-4TZP-9XWA');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByLabelText(new RegExp(`^${t.code}`))).toHaveValue('K7QM-4TZP-9XWA');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await expect.poll(() => verifications).toBe(2);
    expect(asked).toBe(2);
  });
});
