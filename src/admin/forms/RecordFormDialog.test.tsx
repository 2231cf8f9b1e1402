import { screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import changesValidateFns from '@generated/forms/TourPasoCambios';
import newValidateFns from '@generated/forms/TourPasoNuevo';
import { i18nProvider } from '@/admin/i18nProvider';
import { renderWithProviders } from '@/test/renderWithProviders';
import { contractForm } from './contractSchema';
import RecordFormDialog from './RecordFormDialog';

const paso = {
  id: 7,
  tourId: 3,
  step: 2,
  idComponent: 'tour-historial-notas',
  code: 'HISTORIAL',
  route: '/estudiantes/cursos/avance-curricular',
  title: 'Historial de notas',
  content: 'Cada unidad didáctica que llevaste.',
  codeMin: 0,
  codeMax: 3840,
  version: 1,
};
const widthRange = 'El ancho máximo no puede ser menor que el ancho mínimo.';

function renderDialog(dataProvider: Partial<DataProvider>) {
  const onClose = vi.fn();
  const { user } = renderWithProviders(
    <AdminContext dataProvider={testDataProvider(dataProvider)} i18nProvider={i18nProvider}>
      <RecordFormDialog
        resource="tourPaso"
        record={paso}
        newForm={contractForm('TourPasoNuevo', newValidateFns)}
        changesForm={contractForm('TourPasoCambios', changesValidateFns)}
        uiSchema={{ tourId: { 'ui:widget': 'hidden' }, version: { 'ui:widget': 'hidden' } }}
        title="Paso 2: Historial de notas"
        messages={{ created: 'Paso agregado', updated: 'Paso actualizado', deleted: 'Eliminado' }}
        onClose={onClose}
      />
    </AdminContext>,
  );
  return { user, onClose };
}

describe('RecordFormDialog', () => {
  it("shows a refused save's field errors under their fields and keeps what was typed", async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(widthRange, 400, { errors: { codeMax: [widthRange] } }))
      .mockResolvedValueOnce({ data: { ...paso, title: 'Tus notas', version: 2 } });
    const { user, onClose } = renderDialog({ update });
    const dialog = screen.getByRole('dialog', { name: 'Paso 2: Historial de notas' });
    const title = screen.getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    // Pasted, not typed: each keystroke re-renders the whole form.
    await user.paste('Tus notas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(widthRange)).toBeInTheDocument();
    expect(title).toHaveValue('Tus notas');
    expect(dialog).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenLastCalledWith(
      'tourPaso',
      expect.objectContaining({ id: 7, data: expect.objectContaining({ title: 'Tus notas' }) }),
    );
  });

  it('closes at once while nothing changed', async () => {
    const { user, onClose } = renderDialog({});
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape throws a change away, keeping it unless the user discards it', async () => {
    const { user, onClose } = renderDialog({});
    const title = screen.getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    await user.paste('Tus notas');
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).getByRole(
        'button',
        { name: 'Seguir editando' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(title).toHaveValue('Tus notas');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
