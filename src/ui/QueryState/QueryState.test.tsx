import Typography from '@mui/material/Typography';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadErrorTexts, loaderTexts } from '../texts';
import QueryState, { type QueryLike } from './QueryState';

const LOAD_ERROR = 'No pudimos cargar tus cursos.';

function renderState(query: Partial<QueryLike<string[]>>, props: { empty?: ReactNode } = {}) {
  const full = { data: undefined, isError: false, refetch: vi.fn(), ...query };
  render(
    <QueryState
      query={full}
      loadError={LOAD_ERROR}
      isEmpty={(courses) => courses.length === 0}
      empty={'empty' in props ? props.empty : 'No tienes cursos.'}
    >
      {(courses) => (
        <ul>
          {courses.map((course) => (
            <li key={course}>{course}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
  return full;
}

describe('QueryState', () => {
  it('shows the skeleton while nothing has arrived', () => {
    renderState({});
    expect(screen.getByRole('status', { name: loaderTexts.label })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the skeleton it is given', () => {
    render(
      <QueryState
        query={{ data: undefined, isError: false, refetch: vi.fn() }}
        loadError={LOAD_ERROR}
        skeleton={<p>Cargando horario</p>}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Cargando horario')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what failed, without a skeleton, and retries with refetch', async () => {
    const { refetch } = renderState({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(refetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: loadErrorTexts.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says a text empty state as a status line, and nothing of the content', () => {
    renderState({ data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No tienes cursos.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an empty state given as a node as it is', () => {
    renderState({ data: [] }, { empty: <Typography>Aún no hay nada.</Typography> });
    expect(screen.getByText('Aún no hay nada.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hands the data to the content', () => {
    renderState({ data: ['Matemática', 'Física'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Matemática',
      'Física',
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps data already shown under a later failure', () => {
    renderState({ data: ['Matemática'], isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    expect(screen.getByRole('listitem')).toHaveTextContent('Matemática');
  });
});
