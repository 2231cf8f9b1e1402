import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  allowedDomains,
  differentTo,
  disallowedValues,
  email,
  equalTo,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  number,
  pattern,
  phone,
  url,
  type Validator,
} from '@/lib/validation';
import TextField from './TextField';
import TextFieldDemo from './TextField.demo';

const input = () => screen.getByLabelText('Dato');

async function typeAndLeave(rules: readonly Validator[], text: string) {
  const user = userEvent.setup();
  render(<TextField label="Dato" rules={rules} />);
  if (text) await user.type(input(), text);
  await user.click(input());
  await user.tab();
}

describe('TextField', () => {
  it.each<[string, Validator, string, string]>([
    ['email', email(), 'lucia@correo', 'No es un correo válido.'],
    ['max length', maxLength(3), 'abcd', 'Has llegado al límite de caracteres.'],
    ['min length', minLength(8), 'corta', 'El mínimo de caracteres que debes ingresar es 8'],
    ['max value', maxValue(10), '11', 'Has llegado al valor límite'],
    ['min value', minValue(5), '4', 'El valor mínimo que debes ingresar es 5'],
    ['number', number(), '12a', 'Este campo solo recibe números.'],
    ['phone', phone(), '887654321', 'No es un número válido.'],
    ['different-to', differentTo('Campus2026'), 'Campus2026', 'Haz un ingresado un valor similar'],
    ['equal-to', equalTo('Campus2026'), 'Campus2025', 'No coincide con el campo.'],
    ['pattern', pattern(/^\d{6}$/), '12345', 'No cumple con el formato.'],
    ['min date', minDate(new Date('2026-03-02')), '2026-03-01', 'No cumple con la fecha mínima.'],
    ['url', url(), 'youtube', 'No cumple con el formato de link.'],
    [
      'allowed domains',
      allowedDomains(['horizonte.edu.pe']),
      'a@gmail.com',
      'No es un dominio válido.',
    ],
    ['disallowed values', disallowedValues(['admin']), 'ADMIN', 'No es un valor válido.'],
  ])('shows the spec §5 %s message', async (_, rule, text, message) => {
    await typeAndLeave([rule], text);
    expect(input()).toHaveAccessibleDescription(message);
    expect(input()).toBeInvalid();
  });

  it("requires a value with 'El campo es requerido.' and announces it", async () => {
    const user = userEvent.setup();
    render(<TextField label="Dato" required />);
    expect(input()).toHaveAttribute('aria-required', 'true');
    await user.click(input());
    await user.tab();
    expect(input()).toHaveAccessibleDescription('El campo es requerido.');
  });

  it.each(['', '987654321'])('accepts the phone "%s" (9 and 8 digits, or empty)', async (text) => {
    await typeAndLeave([phone()], text);
    expect(input()).not.toBeInvalid();
    expect(input()).not.toHaveAccessibleDescription();
  });

  it('waits until the field is left before showing its message', async () => {
    const user = userEvent.setup();
    render(<TextField label="Dato" rules={[minLength(8)]} />);
    await user.type(input(), 'corta');
    expect(screen.queryByText(/mínimo de caracteres/)).not.toBeInTheDocument();
    expect(input()).not.toBeInvalid();
    await user.tab();
    expect(screen.getByText('El mínimo de caracteres que debes ingresar es 8')).toBeInTheDocument();
  });

  it('shows the message untouched when the form forces validation', () => {
    render(<TextField label="Dato" required showErrors />);
    expect(input()).toHaveAccessibleDescription('El campo es requerido.');
  });

  it('shows only the first failing rule', async () => {
    await typeAndLeave([minLength(8), number(), maxLength(3)], 'abcd');
    expect(input()).toHaveAccessibleDescription('El mínimo de caracteres que debes ingresar es 8');
    expect(screen.queryByText('Este campo solo recibe números.')).not.toBeInTheDocument();
  });

  it('is described by its hint, replaced by the message when there is one', async () => {
    const user = userEvent.setup();
    render(<TextField label="Dato" required helperText="Como figura en tu DNI." />);
    expect(input()).toHaveAccessibleDescription('Como figura en tu DNI.');
    await user.click(input());
    await user.tab();
    expect(input()).toHaveAccessibleDescription('El campo es requerido.');
    expect(screen.queryByText('Como figura en tu DNI.')).not.toBeInTheDocument();
  });

  it('shows a message decided outside in place of its own rules', () => {
    const { rerender } = render(<TextField label="Dato" required showErrors error={null} />);
    expect(input()).not.toBeInvalid();
    rerender(<TextField label="Dato" required error="Usuario no encontrado" />);
    expect(input()).toHaveAccessibleDescription('Usuario no encontrado');
  });

  it('refuses the space key in passwords, and spaces that arrive pasted', async () => {
    const user = userEvent.setup();
    render(<TextField label="Contraseña" type="password" />);
    const password = screen.getByLabelText('Contraseña');
    expect(fireEvent.keyDown(password, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(password, { key: 'a' })).toBe(true);
    await user.click(password);
    await user.paste('Campus 2026');
    expect(password).toHaveValue('Campus2026');
  });

  it('lets other fields take spaces', () => {
    render(<TextField label="Dato" />);
    expect(fireEvent.keyDown(input(), { key: ' ' })).toBe(true);
  });

  it('shows and hides the password with Spanish labels', async () => {
    const user = userEvent.setup();
    render(<TextField label="Contraseña" type="password" defaultValue="Campus2026" />);
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('works controlled: shows the given value and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('Ana');
      return (
        <TextField
          label="Dato"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next.toUpperCase());
          }}
        />
      );
    }
    render(<Controlled />);
    expect(input()).toHaveValue('Ana');
    await user.type(input(), 'x');
    expect(onChange).toHaveBeenLastCalledWith('Anax');
    expect(input()).toHaveValue('ANAX');
  });

  it('works uncontrolled from a default value', async () => {
    const user = userEvent.setup();
    render(<TextField label="Dato" defaultValue="Lima" />);
    await user.type(input(), ' Norte');
    expect(input()).toHaveValue('Lima Norte');
  });

  it('counts characters against maxLength when asked', async () => {
    const user = userEvent.setup();
    render(<TextField label="Dato" maxLength={10} showCounter />);
    expect(input()).toHaveAttribute('maxlength', '10');
    expect(input()).toHaveAccessibleDescription('0 / 10');
    await user.type(input(), 'Horizonte 2026');
    expect(input()).toHaveValue('Horizonte ');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('passes placeholder, disabled, readOnly and adornments through', () => {
    render(
      <>
        <TextField label="Monto" placeholder="0.00" startAdornment="S/" endAdornment="PEN" />
        <TextField label="Sede" disabled />
        <TextField label="Periodo" readOnly />
      </>,
    );
    expect(screen.getByLabelText('Monto')).toHaveAttribute('placeholder', '0.00');
    expect(screen.getByText('S/')).toBeInTheDocument();
    expect(screen.getByText('PEN')).toBeInTheDocument();
    expect(screen.getByLabelText('Sede')).toBeDisabled();
    expect(screen.getByLabelText('Periodo')).toHaveAttribute('readonly');
  });

  it('demo shows its fields and validates on submit', async () => {
    const user = userEvent.setup();
    render(<TextFieldDemo />);
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validar formulario' }));
    expect(screen.getAllByText('El campo es requerido.')).toHaveLength(2);
  });
});
