import { screen } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contractSchema } from '@/admin/forms/contractSchema';
import SchemaForm from '@/admin/forms/SchemaForm';
import { parameterTexts } from '@/lib/parameters/parameterRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import { uiSchema } from './texts';
import { validateParameter } from './validateParameter';

// The edit form of a parameter, with ajv compiled in the test (the app precompiles it).
function renderEdit(clave: string, formData: Record<string, unknown>) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <SchemaForm
      schema={contractSchema('ParametroCambios')}
      validator={customizeValidator()}
      uiSchema={uiSchema}
      customValidate={validateParameter(clave)}
      formData={{ descripcion: 'Activa las notificaciones.', version: 1, ...formData }}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Guardar' });

describe("the parameter form checks a known key's value as the demo API does", () => {
  it('takes only 0 or 1 for a switch', async () => {
    const { onSubmit, user } = renderEdit('EVA_NOTIFICATION', { valor: "' OR 1=1 --" });
    await user.click(save());
    expect(await screen.findByText(parameterTexts.switch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const valor = screen.getAllByRole('textbox', { name: /^Valor/ })[0]!;
    await user.clear(valor);
    await user.type(valor, '0');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ valor: '0' }));
  });

  it('bounds a number', async () => {
    const { onSubmit, user } = renderEdit('EVA_DISPONIBILIDAD_SEMANAS', { valor: '9' });
    await user.click(save());
    expect(await screen.findByText(parameterTexts.range(1, 8))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a contact's link that is not a web or mail address", async () => {
    const { onSubmit, user } = renderEdit('EVA_CorreoGestionDocente', {
      valor: 'Escríbenos',
      valor2: 'javascript:alert(1)',
    });
    await user.click(save());
    expect(await screen.findByText(parameterTexts.link)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves a key the campus does not read to the schema alone', async () => {
    const { onSubmit, user } = renderEdit('SAE_MENSAJE_PIE', { valor: "' OR 1=1 --" });
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
