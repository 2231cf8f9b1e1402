import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AttachedFile } from '@/lib/files';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormFile } from './FormFile';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

type Values = { sustento: AttachedFile[] };

function ProofForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  return (
    <TestForm<Values> defaultValues={{ sustento: [] }} send={send}>
      {(control) => (
        <FormFile control={control} name="sustento" label="Sustento" required extensions="pdf" />
      )}
    </TestForm>
  );
}

const upload = (file: File) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Sustento', { selector: 'input' }), file);

describe('FormFile', () => {
  it('asks for a file on submit, once, then stores the attached one', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<ProofForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El campo es requerido.');
    expect(send).not.toHaveBeenCalled();

    await upload(new File(['ABC'], 'acta.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ sustento: [{ name: 'acta.pdf', ext: 'pdf' }] });
  });

  it("says why a pick is refused, and shows the server's message", async () => {
    const { user } = renderWithProviders(
      <ProofForm send={() => Promise.reject(refusal('sustento', 'No es un valor válido.'))} />,
    );

    await upload(new File(['x'], 'notas.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
    await upload(new File(['ABC'], 'acta.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No es un valor válido.');
  });
});
