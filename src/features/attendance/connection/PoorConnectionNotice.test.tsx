import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useParameters } from '@/lib/parameters';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import PoorConnectionNotice from './PoorConnectionNotice';

// The measurement itself is measureSpeed.test.ts's: here it answers what each case needs.
const measureSpeed = vi.hoisted(() => vi.fn<(minimum: number) => Promise<number | null>>());
vi.mock('./measureSpeed', () => ({ measureSpeed }));

const NOTICE = 'Tu conexión a internet es inestable.';

const serveThreshold = (valor: string) =>
  apiServer.use(
    http.get(apiUrl('main', '/admin/parametro/listar'), () =>
      ok({
        parametros: [
          {
            id: 31,
            clave: 'EVA_VELOCIDAD_MINIMA',
            valor,
            valor2: null,
            descripcion: 'Velocidad mínima de conexión (Mbps).',
            marca: 'HZT',
            sistema: true,
            version: 1,
          },
        ],
        total: 1,
        pagina: 1,
        tamanoPagina: 500,
      }),
    ),
  );

/**
 * The notice as 'Mis clases' holds it: under the shell, which has loaded the brand's parameters,
 * enabled while the modal is open ('alternar' opens and closes it).
 */
function InShell() {
  const [enabled, setEnabled] = useState(false);
  const parameters = useParameters();
  if (!parameters.isSuccess) return null;
  return (
    <>
      <button onClick={() => setEnabled((value) => !value)}>alternar</button>
      <PoorConnectionNotice enabled={enabled} />
    </>
  );
}

/** Opens it once the line measures `mbps`; resolves when the measurement has answered. */
async function openMeasuring(mbps: number | null) {
  measureSpeed.mockResolvedValue(mbps);
  const view = renderWithProviders(<InShell />, { user: 'student' });
  const toggle = await screen.findByRole('button', { name: 'alternar' });
  expect(measureSpeed).not.toHaveBeenCalled();
  await view.user.click(toggle);
  await waitFor(() => expect(measureSpeed).toHaveBeenCalled());
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...view, toggle };
}

beforeEach(() => {
  measureSpeed.mockReset();
});

describe('PoorConnectionNotice (spec §5)', () => {
  it("warns under the brand's threshold (EVA_VELOCIDAD_MINIMA), measuring with it", async () => {
    serveThreshold('5');
    await openMeasuring(4.99);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE);
    expect(measureSpeed).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('says nothing at the threshold, above it, or when the test could not run', async () => {
    serveThreshold('5');
    for (const mbps of [5, 80, null]) {
      const { unmount } = await openMeasuring(mbps);
      expect(screen.queryByText(NOTICE), String(mbps)).not.toBeInTheDocument();
      unmount();
      measureSpeed.mockClear();
    }
  });

  it('tests once a session, however often it is opened, and shows only while open', async () => {
    serveThreshold('3');
    const { user, toggle } = await openMeasuring(1.2);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(measureSpeed).toHaveBeenCalledExactlyOnceWith(3);
  });
});
