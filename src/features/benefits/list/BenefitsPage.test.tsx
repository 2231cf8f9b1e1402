import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import BenefitsPage from './BenefitsPage';
import { texts } from '../texts';

describe('BenefitsPage', () => {
  it('groups agreements and discounts, each with its conditions', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/beneficios/listar'), () =>
        ok([
          {
            idBeneficio: 1,
            tipo: 'CONVENIO',
            empresa: 'Librería Mundo Andino',
            titulo: '15 % en libros técnicos',
            beneficio: '15 % de descuento en libros.',
            condiciones: 'Presenta tu carné de estudiante vigente.',
            enlace: 'https://libreria.campus.example',
          },
        ]),
      ),
    );
    renderWithProviders(<BenefitsPage />, { user: 'student' });
    const agreements = await screen.findByRole('list', { name: texts.kinds.CONVENIO });
    expect(within(agreements).getByText('Presenta tu carné de estudiante vigente.')).toBeVisible();
    expect(screen.queryByRole('list', { name: texts.kinds.DESCUENTO })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.more('Librería Mundo Andino') })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
