import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { equalTo, minLength } from '@/lib/validation';
import { usePlainForm } from './usePlainForm';

type Values = { usuario: string; clave: string; confirmacion: string };

/** The form with three fields registered as a page renders them, each with a real input. */
function renderForm(initial: Values = { usuario: '', clave: '', confirmacion: '' }) {
  const inputs = { usuario: input(), clave: input(), confirmacion: input() };
  const view = renderHook(() => {
    const form = usePlainForm(initial);
    const fields = {
      usuario: form.field('usuario', { required: true }),
      clave: form.field('clave', { required: true, rules: [minLength(8)] }),
      confirmacion: form.field('confirmacion', {
        required: true,
        rules: (values) => [equalTo(values.clave)],
      }),
    };
    return { form, fields };
  });
  for (const name of ['usuario', 'clave', 'confirmacion'] as const)
    act(() => view.result.current.fields[name].inputRef(inputs[name]));
  return { ...view, inputs };
}

// Test files share their worker's document (isolate: false): an input left in it would take the
// keyboard focus in a later file's test.
const appended: HTMLInputElement[] = [];
afterEach(() => appended.splice(0).forEach((element) => element.remove()));

function input() {
  const element = document.createElement('input');
  document.body.append(element);
  appended.push(element);
  return element;
}

const type = (view: ReturnType<typeof renderForm>, name: keyof Values, value: string) =>
  act(() => view.result.current.fields[name].onChange(value));
const leave = (view: ReturnType<typeof renderForm>, name: keyof Values) =>
  act(() => view.result.current.fields[name].onBlur());
const submit = (view: ReturnType<typeof renderForm>, send: (values: Values) => unknown) =>
  act(() => view.result.current.form.handleSubmit(send)());

describe('usePlainForm', () => {
  it('speaks once a field was left, then follows every keystroke', () => {
    const view = renderForm();
    type(view, 'clave', 'corta');
    expect(view.result.current.fields.clave.error).toBeNull();
    leave(view, 'clave');
    expect(view.result.current.fields.clave.error).toBe(
      'El mínimo de caracteres que debes ingresar es 8',
    );
    type(view, 'clave', 'Campus2026');
    expect(view.result.current.fields.clave.error).toBeNull();
  });

  it('checks a rule built from other fields as they change, quiet until its field was left', () => {
    const view = renderForm();
    type(view, 'confirmacion', 'Campus2026');
    type(view, 'clave', 'Campus2027');
    expect(view.result.current.fields.confirmacion.error).toBeNull();
    leave(view, 'confirmacion');
    expect(view.result.current.fields.confirmacion.error).toBe('No coincide con el campo.');
  });

  it('sends nothing while a field is wrong, shows every message and focuses the first', async () => {
    const view = renderForm({ usuario: 'alumno', clave: '', confirmacion: '' });
    const send = vi.fn();
    await submit(view, send);
    expect(send).not.toHaveBeenCalled();
    expect(view.result.current.fields.usuario.error).toBeNull();
    expect(view.result.current.fields.clave.error).toBe('El campo es requerido.');
    expect(view.result.current.fields.confirmacion.error).toBe('El campo es requerido.');
    expect(view.inputs.clave).toHaveFocus();
  });

  it('sends the values as typed once every rule passes', async () => {
    const view = renderForm({ usuario: 'alumno', clave: '', confirmacion: '' });
    type(view, 'clave', 'Campus2026');
    type(view, 'confirmacion', 'Campus2026');
    const send = vi.fn();
    await submit(view, send);
    expect(send).toHaveBeenCalledWith({
      usuario: 'alumno',
      clave: 'Campus2026',
      confirmacion: 'Campus2026',
    });
  });

  it("keeps a server's message under its field until that field changes", () => {
    const view = renderForm({ usuario: 'alumno', clave: 'Campus2026', confirmacion: '' });
    act(() =>
      view.result.current.form.setError(
        'usuario',
        { type: 'server', message: 'Has llegado al límite de caracteres.' },
        { shouldFocus: true },
      ),
    );
    expect(view.result.current.fields.usuario.error).toBe('Has llegado al límite de caracteres.');
    expect(view.inputs.usuario).toHaveFocus();
    type(view, 'clave', 'Campus2027');
    expect(view.result.current.fields.usuario.error).toBe('Has llegado al límite de caracteres.');
    type(view, 'usuario', 'alumna');
    expect(view.result.current.fields.usuario.error).toBeNull();
  });

  it("forgets the server's messages when the form is sent again", async () => {
    const view = renderForm({ usuario: 'alumno', clave: 'Campus2026', confirmacion: 'Campus2026' });
    act(() => view.result.current.form.setError('usuario', { type: 'server', message: 'No.' }));
    const send = vi.fn();
    await submit(view, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(view.result.current.fields.usuario.error).toBeNull();
  });
});
