import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { contractSchema, pickSchemaValues } from './contractSchema';
import SchemaForm from './SchemaForm';

// A contract schema as it would be once a property is added to it: the form must show the new
// field and apply its rules with no change to any UI code. (ajv compiles in tests; the app uses
// the validators `npm run generate` precompiles, because of the CSP.)
const base = contractSchema('NomenclaturaCambios');
const withNewProperty: RJSFSchema = {
  ...base,
  required: [...(base.required ?? []), 'abreviatura'],
  properties: {
    ...base.properties,
    abreviatura: { type: 'string', title: 'Abreviatura', maxLength: 5 },
  },
};
const values = { singular: 'curso', plural: 'cursos', gender: 'M', version: 3 };

function renderForm(props: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <SchemaForm
      schema={withNewProperty}
      validator={customizeValidator()}
      uiSchema={{ version: { 'ui:widget': 'hidden' } }}
      formData={values}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('SchemaForm', () => {
  it("keeps the contract's own description of the schema (English, for developers) off screen", () => {
    renderForm();
    expect(base.description).toBeTruthy();
    expect(screen.queryByText(base.description!)).not.toBeInTheDocument();
    // A field's description is Spanish help text, and stays (as text, not a heading).
    expect(screen.getByText(/Como se nombra uno/).tagName).toBe('P');
  });

  it("opens on the record's values for the schema's properties, a null as an empty field", () => {
    const schema = contractSchema('ParametroCambios');
    const record = {
      id: 3,
      clave: 'EVA_X',
      valor: '1',
      valor2: null,
      descripcion: 'd',
      version: 2,
    };
    expect(pickSchemaValues(schema, record)).toEqual({ valor: '1', descripcion: 'd', version: 2 });
  });

  it('shows a property added to the schema, with its label and rules', async () => {
    const { onSubmit, user } = renderForm();
    const field = screen.getByRole('textbox', { name: /Abreviatura/ });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo es requerido.')).toBeInTheDocument();

    await user.type(field, 'cursos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Has llegado al límite de caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'cur.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...values, abreviatura: 'cur.' });
  });

  it("applies the contract's own rules at both sides of each limit, in spec §5's words", async () => {
    const { onSubmit, user } = renderForm({ formData: { ...values, abreviatura: 'c' } });
    const singular = screen.getByRole('textbox', { name: /Singular/ });

    await user.clear(singular);
    await user.type(singular, 'c');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El mínimo de caracteres que debes ingresar es 2'),
    ).toBeInTheDocument();

    await user.type(singular, '1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No cumple con el formato.')).toBeInTheDocument();

    // Pasted, not typed: 40 keystrokes re-render the whole form 40 times on a slow CI machine.
    await user.clear(singular);
    await user.paste('x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Has llegado al límite de caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(singular);
    await user.paste('x'.repeat(40));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while a save is on its way', async () => {
    const { onSubmit, user } = renderForm({
      formData: { ...values, abreviatura: 'c' },
      saving: true,
    });
    const button = screen.getByRole('button', { name: 'Guardando…' });
    expect(button).toBeDisabled();
    // Enter in a field submits the form even with its button disabled.
    await user.type(screen.getByRole('textbox', { name: /Plural/ }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
