import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { equalTo, minLength } from '@/lib/validation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';
import { TestForm } from './test/TestForm';

const MIN_FIVE = 'El mínimo de caracteres que debes ingresar es 5';

function Comment({ showErrors, mode }: { showErrors?: boolean; mode?: 'onChange' }) {
  return (
    <TestForm defaultValues={{ comentario: '' }} mode={mode}>
      {(control) => (
        <FormTextArea
          control={control}
          name="comentario"
          label="Comentario"
          rules={[minLength(5)]}
          showErrors={showErrors}
        />
      )}
    </TestForm>
  );
}

describe('useFormField: when a field speaks (spec §5)', () => {
  it('stays quiet while the field is typed in and speaks once it is left', async () => {
    const { user } = renderWithProviders(<Comment />);
    const comment = screen.getByRole('textbox', { name: 'Comentario' });

    await user.type(comment, 'Hola');
    expect(screen.queryByText(MIN_FIVE)).toBeNull();
    await user.tab();
    expect(comment).toHaveAccessibleDescription(new RegExp(MIN_FIVE));

    await user.type(comment, '!');
    await waitFor(() => expect(screen.queryByText(MIN_FIVE)).toBeNull());
  });

  it('speaks on every untouched field after a submit, and sends nothing', async () => {
    const send = vi.fn();
    const { user } = renderWithProviders(
      <TestForm defaultValues={{ nombre: '', curso: '' }} send={send}>
        {(control) => (
          <>
            <FormTextField control={control} name="nombre" label="Nombre" required />
            <FormTextField
              control={control}
              name="curso"
              label="Curso"
              required="Elige el curso."
            />
          </>
        )}
      </TestForm>,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El campo es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Elige el curso.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a field quiet when another field checks it (a confirmation), until it is left', async () => {
    const { user } = renderWithProviders(
      <TestForm defaultValues={{ clave: '', confirmacion: '' }}>
        {(control) => (
          <>
            <FormTextField control={control} name="clave" label="Clave" deps={['confirmacion']} />
            <FormTextField
              control={control}
              name="confirmacion"
              label="Confirmación"
              required
              rules={(values) => [equalTo(values.clave)]}
            />
          </>
        )}
      </TestForm>,
    );
    const key = screen.getByRole('textbox', { name: 'Clave' });

    await user.type(key, 'Campus');
    await user.click(document.body);
    // Typed once left: each change checks the confirmation too.
    await user.type(key, '2026');
    expect(screen.queryByText('El campo es requerido.')).toBeNull();

    await user.click(screen.getByRole('textbox', { name: /Confirmación/ }));
    await user.tab();
    expect(await screen.findByText('El campo es requerido.')).toBeInTheDocument();
  });

  it('speaks as soon as the form finds the field wrong when told to (showErrors)', async () => {
    const { user } = renderWithProviders(<Comment showErrors mode="onChange" />);

    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), 'Hola');

    expect(await screen.findByText(MIN_FIVE)).toBeInTheDocument();
  });
});
