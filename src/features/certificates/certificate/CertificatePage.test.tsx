import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProgramaCertificado } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import CertificatePage from './CertificatePage';

const t = texts.certificate;
const readUrl = apiUrl('main', '/certificado/alumno');
const issueUrl = apiUrl('main', '/certificado/alumno/emitir');

const programme = (over: Partial<ProgramaCertificado> = {}): ProgramaCertificado => ({
  idMatricula: 12,
  programa: 'Desarrollo de Software',
  egresado: true,
  periodos: [
    {
      periodo: '2023-II',
      cursos: [{ curso: 'Comunicación Efectiva', ciclo: 'Ciclo I', nota: '15', creditos: 3 }],
    },
  ],
  creditosAprobados: 3,
  certificado: null,
  emision: 'INMEDIATA',
  costoCentimos: 12000,
  ...over,
});

describe('CertificatePage', () => {
  it('issues a graduate certificate once, however many clicks, and then shows its code', async () => {
    let state = programme();
    const sent: unknown[] = [];
    apiServer.use(
      http.get(readUrl, () => ok({ programas: [state] })),
      http.post(issueUrl, async ({ request }) => {
        sent.push(await request.json());
        state = programme({
          certificado: { codigo: 'K7QM-4TZP-9XWA', emitidoEn: '2026-11-20T15:00:00.000Z' },
          emision: 'TRAMITE',
        });
        return ok({ codigo: 'K7QM-4TZP-9XWA', emitidoEn: '2026-11-20T15:00:00.000Z' });
      }),
    );
    const { user } = renderWithProviders(<CertificatePage />, { user: 'student' });
    const record = await screen.findByRole('table', { name: t.period('2023-II') });
    expect(within(record).getByText('Comunicación Efectiva')).toBeInTheDocument();
    const issue = screen.getByRole('button', { name: t.issue });
    await user.dblClick(issue);
    expect(await screen.findByText('K7QM-4TZP-9XWA')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('link', { name: t.verify })).toHaveAttribute(
      'href',
      '/verificarconstanciasycertificados?codigo=K7QM-4TZP-9XWA',
    );
    expect(screen.getByRole('link', { name: t.request })).toBeInTheDocument();
    expect(screen.getByText(t.byProcedure('S/ 120.00'))).toBeInTheDocument();
  });

  it('writes programme and course names by CAPITALIZE_VARIABLES, not as typed (issue 54)', async () => {
    const typed = programme({
      programa: 'DESARROLLO DE SOFTWARE',
      periodos: [
        {
          periodo: '2024-I',
          cursos: [
            { curso: 'inglés técnico i', ciclo: 'Ciclo III', nota: '16', creditos: 2 },
            { curso: 'GESTIÓN DE PROYECTOS DE TI', ciclo: 'Ciclo VI', nota: '14', creditos: 4 },
          ],
        },
      ],
    });
    apiServer.use(http.get(readUrl, () => ok({ programas: [typed] })));
    renderWithProviders(<CertificatePage />, {
      user: 'student',
      queryClient: queryClientWithCapitalizeRules('student'),
    });
    const record = await screen.findByRole('table', { name: t.period('2024-I') });
    expect(within(record).getByText('Inglés Técnico I')).toBeInTheDocument();
    expect(within(record).getByText('Gestión de Proyectos de TI')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Desarrollo de Software' })).toBeVisible();
  });

  it('says so when the student has no career programme', async () => {
    apiServer.use(http.get(readUrl, () => ok({ programas: [] })));
    renderWithProviders(<CertificatePage />, { user: 'student' });
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it('sends whoever is not a student home', async () => {
    const { router } = renderWithProviders(null, {
      user: 'teacher',
      routes: [
        { path: '/certificado-de-estudios', element: <CertificatePage /> },
        { path: '/', element: <p>Inicio</p> },
      ],
      url: '/certificado-de-estudios',
    });
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
