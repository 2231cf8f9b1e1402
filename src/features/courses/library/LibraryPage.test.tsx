import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import LibraryPage from './LibraryPage';

const url = apiUrl('main', '/biblioteca/recursos/listar');
const resource = (id: number, tipo: string, titulo: string) => ({
  id,
  tipo,
  titulo,
  descripcion: `Sobre ${titulo}.`,
  url: `https://biblioteca.campus.example/${id}`,
});

describe('LibraryPage', () => {
  it('groups the resources by kind, each opening in a new tab', async () => {
    apiServer.use(
      http.get(url, () =>
        ok([
          resource(1, 'LIBRO', 'Programación desde cero'),
          resource(2, 'BASE_DATOS', 'Biblioteca Digital Horizonte'),
          resource(3, 'LIBRO', 'Contabilidad para emprendedores'),
        ]),
      ),
    );
    renderWithProviders(<LibraryPage />, { user: 'student' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Bases de datos', 'Libros']);
    const books = screen.getByRole('region', { name: 'Libros' });
    expect(within(books).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const link = screen.getByRole('link', {
      name: 'Abrir Biblioteca Digital Horizonte (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('href', 'https://biblioteca.campus.example/2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when it is empty, and offers a retry when it fails', async () => {
    apiServer.use(http.get(url, () => ok([])));
    const { unmount } = renderWithProviders(<LibraryPage />, { user: 'student' });
    expect(await screen.findByText('Aún no hay recursos en la biblioteca.')).toBeInTheDocument();
    unmount();

    apiServer.use(http.get(url, () => failure(500)));
    renderWithProviders(<LibraryPage />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar la biblioteca.')).toBeInTheDocument();
  });
});
