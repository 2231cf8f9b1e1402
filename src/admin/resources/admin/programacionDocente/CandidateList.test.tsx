import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CandidatoSeccion } from '@generated/main/model';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import CandidateList, { CANDIDATES_PAGE_SIZE } from './CandidateList';
import { texts } from './texts';

const candidate = (rank: number): CandidatoSeccion => ({
  idDocente: 1000 + rank,
  nombre: `Docente ${rank}`,
  puntaje: 100 - rank,
  vecesDictado: 0,
  nivelDesarrollo: null,
  capacitaciones: 0,
  cubreDisponibilidad: true,
  horasAsignadas: 0,
  conflictos: [],
});

/** The ranking as the server pages it. */
function rankingApi(total: number) {
  const ranking = Array.from({ length: total }, (_, index) => candidate(index + 1));
  return http.get(apiUrl('main', '/programaciondocente/seccion/7/candidatos'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const pagina = Number(query.get('pagina'));
    const tamanoPagina = Number(query.get('tamanoPagina'));
    const start = (pagina - 1) * tamanoPagina;
    return ok({
      total,
      pagina,
      tamanoPagina,
      candidatos: ranking.slice(start, start + tamanoPagina),
    });
  });
}

function Chooser() {
  const [chosen, setChosen] = useState('');
  return <CandidateList idSeccion={7} chosen={chosen} onChoose={setChosen} />;
}

describe('CandidateList', () => {
  it('shows the best page first, adds the next on request with the keyboard on its first candidate, and keeps the choice', async () => {
    apiServer.use(rankingApi(CANDIDATES_PAGE_SIZE + 5));
    const calls = recordRequests();
    const { user } = renderWithProviders(<Chooser />, { user: 'collaborator' });
    const group = await screen.findByRole('radiogroup', { name: texts.candidatesLabel });
    expect(screen.getAllByRole('radio')).toHaveLength(CANDIDATES_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(
      texts.candidatesShown(CANDIDATES_PAGE_SIZE, CANDIDATES_PAGE_SIZE + 5),
    );
    await user.click(screen.getByRole('radio', { name: /^Docente 2\b/ }));

    await user.click(screen.getByRole('button', { name: texts.moreCandidates }));
    expect(await screen.findByRole('radio', { name: /^Docente 25\b/ })).toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(CANDIDATES_PAGE_SIZE + 5);
    expect(screen.getByRole('radio', { name: /^Docente 21\b/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^Docente 2\b/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      texts.candidatesShown(CANDIDATES_PAGE_SIZE + 5, CANDIDATES_PAGE_SIZE + 5),
    );
    expect(screen.queryByRole('button', { name: texts.moreCandidates })).toBeNull();
    expect(
      calls
        .filter((call) => call.path.endsWith('/candidatos'))
        .map(({ query }) => [query.pagina, query.tamanoPagina]),
    ).toEqual([
      ['1', String(CANDIDATES_PAGE_SIZE)],
      ['2', String(CANDIDATES_PAGE_SIZE)],
    ]);
  });

  it('offers no more when the first page holds every candidate', async () => {
    apiServer.use(rankingApi(CANDIDATES_PAGE_SIZE));
    renderWithProviders(<Chooser />, { user: 'collaborator' });
    expect(await screen.findAllByRole('radio')).toHaveLength(CANDIDATES_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: texts.moreCandidates })).toBeNull();
  });
});
