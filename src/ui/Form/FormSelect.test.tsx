import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormSelect } from './FormSelect';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

const courses = [
  { id: 31, description: 'Base de Datos II' },
  { id: 32, description: 'Redes' },
];

function CourseForm(props: {
  send?: (values: unknown) => Promise<unknown>;
  onChange?: () => void;
}) {
  return (
    <TestForm defaultValues={{ idCurso: null as number | null }} send={props.send}>
      {(control) => (
        <FormSelect
          control={control}
          name="idCurso"
          label="Curso"
          required
          options={courses}
          onChange={props.onChange}
        />
      )}
    </TestForm>
  );
}

describe('FormSelect', () => {
  it('asks for a choice on submit, then stores the chosen id', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CourseForm send={send} onChange={onChange} />);
    const course = screen.getByRole('combobox', { name: /Curso/ });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(course).toHaveAccessibleDescription('El campo es requerido.');
    expect(send).not.toHaveBeenCalled();

    await user.click(course);
    await user.click(await screen.findByRole('option', { name: 'Redes' }));
    await waitFor(() => expect(course).not.toHaveAccessibleDescription('El campo es requerido.'));
    expect(onChange).toHaveBeenCalledWith(32, courses[1]);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ idCurso: 32 }));
  });

  it("shows the server's message under the select", async () => {
    const send = () => Promise.reject(refusal('idCurso', 'No es un valor válido.'));
    const { user } = renderWithProviders(<CourseForm send={send} />);
    const course = screen.getByRole('combobox', { name: /Curso/ });

    await user.click(course);
    await user.click(await screen.findByRole('option', { name: 'Redes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(course).toHaveAccessibleDescription('No es un valor válido.'));
  });
});
