import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReglamentoVersion } from '@generated/main/model';
import { renderWithProviders } from '@/test/renderWithProviders';
import VersionTextDialog from './VersionTextDialog';

const version: ReglamentoVersion = {
  id: 5,
  reglamentoId: 2,
  numero: 2,
  resumenCambios: 'Se incorpora el uso responsable de las redes sociales.',
  contenido: 'Artículo 1. Respeto.\n\nArtículo 2. Integridad.',
  publicadoEn: '2025-08-04T14:00:00.000Z',
  publicadoPor: 'superadmin',
  aceptaciones: 0,
  vigente: true,
};

describe('VersionTextDialog', () => {
  it('shows who published the version when, what changed and its text as written', async () => {
    const onClose = vi.fn();
    renderWithProviders(<VersionTextDialog version={version} onClose={onClose} />, {
      styles: 'all',
    });
    const dialog = screen.getByRole('dialog', { name: 'Texto de la versión 2' });
    // Lima time (UTC-5), as every date of the campus.
    expect(dialog).toHaveTextContent('Publicada el 04/08/2025 9:00 a. m. por superadmin');
    expect(dialog).toHaveTextContent(version.resumenCambios);
    // Plain text: its blank lines separate the articles.
    const text = screen.getByText(/^Artículo 1\. Respeto\./);
    expect(text.textContent).toBe(version.contenido);
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
