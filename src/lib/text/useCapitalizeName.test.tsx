import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import { useCapitalizeName } from './useCapitalizeName';

const NAMES = [
  'GESTIÓN DE PROYECTOS DE ti',
  'seguridad y salud en el trabajo sst',
  'matemática ii',
];

function Names() {
  const capitalize = useCapitalizeName();
  return (
    <ul>
      {NAMES.map((name) => (
        <li key={name}>{capitalize(name)}</li>
      ))}
    </ul>
  );
}

const shownNames = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useCapitalizeName', () => {
  it("writes names by the brand's CAPITALIZE_VARIABLES lists", () => {
    const queryClient = queryClientWithCapitalizeRules('student', {
      siempreMayusculas: ['SST', 'TI'],
      nuncaCapitalizar: ['de', 'y', 'en', 'el'],
      fragmentosMayusculas: [],
    });
    renderWithProviders(<Names />, { user: 'student', queryClient });

    expect(shownNames()).toEqual([
      'Gestión de Proyectos de TI',
      'Seguridad y Salud en el Trabajo SST',
      'Matemática II',
    ]);
  });

  it('gives every word its initial capital when the parameter has no lists', () => {
    const queryClient = queryClientWithCapitalizeRules('student', {});
    renderWithProviders(<Names />, { user: 'student', queryClient });

    expect(shownNames()).toEqual([
      'Gestión De Proyectos De Ti',
      'Seguridad Y Salud En El Trabajo Sst',
      'Matemática II',
    ]);
  });

  it('shows names as given until the parameters are loaded, and asks for none itself', () => {
    renderWithProviders(<Names />, { user: 'student' });

    expect(shownNames()).toEqual(NAMES);
  });

  it('returns the same function while the parameter stays the same', async () => {
    const seen = new Set<unknown>();
    function Probe() {
      const [renders, setRenders] = useState(1);
      seen.add(useCapitalizeName());
      return (
        <button type="button" onClick={() => setRenders(renders + 1)}>
          {renders}
        </button>
      );
    }
    const queryClient = queryClientWithCapitalizeRules('student');
    const { user } = renderWithProviders(<Probe />, { user: 'student', queryClient });
    await user.click(screen.getByRole('button', { name: '1' }));

    expect(screen.getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(seen.size).toBe(1);
  });
});
