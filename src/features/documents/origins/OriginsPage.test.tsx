import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import OriginsPage from './OriginsPage';

const answer = (response: () => Response) =>
  apiServer.use(http.get(apiUrl('main', '/documentos/origen/listar'), response));

describe('OriginsPage (issued documents, for the managers of the issuing area)', () => {
  it('tells staff who manage no procedure area why they see nothing', async () => {
    answer(() =>
      HttpResponse.json(
        { results: null, messagePublic: 'No tienes permiso para realizar esta acción.' },
        { status: 403 },
      ),
    );
    renderWithProviders(<OriginsPage />);
    expect(await screen.findByText(texts.notYourArea)).toBeInTheDocument();
    expect(screen.queryByText(texts.loadFailed)).not.toBeInTheDocument();
  });

  it("says so when the user's areas issue no documents", async () => {
    answer(() => HttpResponse.json({ results: [] }));
    renderWithProviders(<OriginsPage />);
    expect(await screen.findByText(texts.noOrigins)).toBeInTheDocument();
  });
});
