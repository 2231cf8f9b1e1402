import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DocumentoMatriculaAlumno } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import UploadDocumentsPage from './UploadDocumentsPage';

const listUrl = apiUrl('main', '/documentomatricula/alumno/listar');
const fileUrl = apiUrl('main', '/archivo/subir');
const saveUrl = apiUrl('main', '/documentomatricula/alumno/:tipo/subir');

const PDF_BYTES = '%PDF-1.7\n1 0 obj << >> endobj\n';

const document = (
  tipo: DocumentoMatriculaAlumno['tipo'],
  nombre: string,
  estado: DocumentoMatriculaAlumno['estado'],
  observacion: string | null = null,
): DocumentoMatriculaAlumno => ({
  tipo,
  nombre,
  formatos: ['pdf', 'jpg', 'jpeg', 'png'],
  tamanoMaximo: 5_242_880,
  id: estado === null ? null : 7,
  estado,
  observacion,
  fechaCarga: estado === null ? null : '2026-03-10T15:04:00.000Z',
  archivo: estado === null ? null : { nombre: 'dni.pdf', extension: 'pdf', tamano: 2048 },
});

const listWith = (documentos: DocumentoMatriculaAlumno[]) =>
  http.get(listUrl, () =>
    ok({
      documentos,
      faltantes: documentos.filter((d) => d.estado === null).length,
      observados: documentos.filter((d) => d.estado === 'OBSERVADO').length,
      completo: documentos.every((d) => d.estado !== null && d.estado !== 'OBSERVADO'),
    }),
  );

const reason = 'La imagen está borrosa y no se leen los datos.';

describe('UploadDocumentsPage', () => {
  it("shows each document's state, the reason of an observed one, and no upload for an approved one", async () => {
    apiServer.use(
      listWith([
        document('DNI_ANVERSO', 'DNI (anverso)', 'OBSERVADO', reason),
        document('DNI_REVERSO', 'DNI (reverso)', 'APROBADO'),
        document('FOTO_CARNE', 'Foto tamaño carné', null),
      ]),
    );
    renderWithProviders(<UploadDocumentsPage />, { user: 'student' });
    const list = await screen.findByRole('list', { name: 'Documentos solicitados' });
    const [observed, approved, missing] = within(list).getAllByRole('listitem');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tienes 1 documento observado por reemplazar.',
    );
    expect(within(observed!).getByText('Observado')).toBeInTheDocument();
    expect(within(observed!).getByText(reason)).toBeInTheDocument();
    expect(
      within(observed!).getByRole('button', { name: 'Reemplazar DNI (anverso)' }),
    ).toBeInTheDocument();
    expect(within(approved!).getByText('Aprobado')).toBeInTheDocument();
    expect(within(approved!).queryByRole('button', { name: /^Reemplazar/ })).toBeNull();
    expect(
      within(approved!).getByRole('button', { name: 'Ver archivo de DNI (reverso)' }),
    ).toBeInTheDocument();
    expect(within(missing!).getByText('Sin subir')).toBeInTheDocument();
    expect(
      within(missing!).getByRole('button', { name: 'Subir Foto tamaño carné' }),
    ).toBeInTheDocument();
  });

  it('refuses a file whose bytes are not what its name says, before sending anything', async () => {
    let uploads = 0;
    apiServer.use(
      listWith([document('DNI_ANVERSO', 'DNI (anverso)', null)]),
      http.post(fileUrl, () => {
        uploads += 1;
        return ok({});
      }),
    );
    const { user } = renderWithProviders(<UploadDocumentsPage />, { user: 'student' });
    const input = await screen.findByLabelText('Archivo de DNI (anverso)', { selector: 'input' });
    await user.upload(input, new File(['no soy un pdf'], 'dni.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Subir DNI (anverso)' }));
    expect(
      await screen.findByText('El archivo es de un formato no permitido.'),
    ).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a file once and sends it as the document under an idempotency key', async () => {
    let uploaded = false;
    const saved: unknown[] = [];
    apiServer.use(
      http.get(listUrl, () =>
        ok({
          documentos: [document('DNI_ANVERSO', 'DNI (anverso)', uploaded ? 'PENDIENTE' : null)],
          faltantes: uploaded ? 0 : 1,
          observados: 0,
          completo: uploaded,
        }),
      ),
      http.post(fileUrl, () =>
        ok({
          idArchivo: 41,
          nombre: 'dni.pdf',
          extension: 'pdf',
          tamano: PDF_BYTES.length,
          tipoContenido: 'application/pdf',
          tipo: 'DOCUMENTO_MATRICULA',
        }),
      ),
      http.post(saveUrl, async ({ request }) => {
        saved.push(await request.json());
        uploaded = true;
        return ok(document('DNI_ANVERSO', 'DNI (anverso)', 'PENDIENTE'));
      }),
    );
    const { user } = renderWithProviders(<UploadDocumentsPage />, { user: 'student' });
    const input = await screen.findByLabelText('Archivo de DNI (anverso)', { selector: 'input' });
    await user.upload(input, new File([PDF_BYTES], 'dni.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Subir DNI (anverso)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Subiste todos tus documentos. Te avisaremos si alguno es observado.',
      ),
    );
    expect(saved).toEqual([{ claveIdempotencia: expect.any(String), idArchivo: 41 }]);
    expect(await screen.findByText('En revisión')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    apiServer.use(http.get(listUrl, () => failure(500)));
    renderWithProviders(<UploadDocumentsPage />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar tus documentos.')).toBeInTheDocument();
  });
});
