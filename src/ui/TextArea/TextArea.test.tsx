import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import TextArea from './TextArea';
import TextAreaDemo from './TextArea.demo';

const area = () => screen.getByRole('textbox', { name: 'Comentario' });

async function leave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(area());
  await user.tab();
}

describe('TextArea', () => {
  it('takes 500 characters in 6 rows by default, counted as n / 500', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comentario" />);
    expect(area()).toHaveAttribute('maxlength', '500');
    expect(area()).toHaveAttribute('rows', '6');
    expect(area()).toHaveAccessibleDescription('0 / 500');
    await user.type(area(), 'Muy bueno');
    expect(screen.getByText('9 / 500')).toBeInTheDocument();
  });

  it("says 'Longitud máxima alcanzada' as soon as the limit is reached, and stops there", async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comentario" />);
    await user.click(area());
    await user.paste('a'.repeat(499));
    expect(screen.queryByText('Longitud máxima alcanzada')).not.toBeInTheDocument();
    await user.paste('bc');
    expect(area()).toHaveValue(`${'a'.repeat(499)}b`);
    expect(area()).toHaveAccessibleDescription('Longitud máxima alcanzada 500 / 500');
    expect(area()).not.toBeInvalid();
  });

  it("flags a longer value given by the page with 'Longitud máxima alcanzada'", () => {
    render(<TextArea label="Comentario" maxLength={5} defaultValue="Demasiado" showErrors />);
    expect(area()).toBeInvalid();
    expect(screen.getByText('Longitud máxima alcanzada')).toBeInTheDocument();
  });

  it("says 'Longitud mínima no alcanzada' once left with too little text", async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comentario" minLength={20} />);
    await user.type(area(), 'Corto');
    expect(screen.queryByText('Longitud mínima no alcanzada')).not.toBeInTheDocument();
    await user.tab();
    expect(area()).toHaveAccessibleDescription('Longitud mínima no alcanzada 5 / 500');
    expect(area()).toBeInvalid();
  });

  it("asks for text with 'El campo es requerido', without a final dot, once touched", async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comentario" required />);
    expect(area()).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('El campo es requerido')).not.toBeInTheDocument();
    await leave(user);
    expect(screen.getByText('El campo es requerido')).toBeInTheDocument();
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();
  });

  it('leaves an empty optional text area alone (minimum 0)', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comentario" />);
    await leave(user);
    expect(area()).not.toBeInvalid();
    expect(area()).toHaveAccessibleDescription('0 / 500');
  });

  it('shows its messages untouched when the form forces validation', () => {
    render(<TextArea label="Comentario" required showErrors />);
    expect(area()).toHaveAccessibleDescription('El campo es requerido 0 / 500');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Hola');
      return (
        <TextArea label="Comentario" value={value} onChange={(next) => setValue(next.trim())} />
      );
    }
    render(<Controlled />);
    await user.type(area(), ' ');
    expect(area()).toHaveValue('Hola');
  });

  it('demo validates on submit and shows a full text area', async () => {
    const user = userEvent.setup();
    render(<TextAreaDemo />);
    expect(screen.getByText('60 / 60')).toBeInTheDocument();
    expect(screen.getByText('Longitud máxima alcanzada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByText('El campo es requerido')).toBeInTheDocument();
  });
});
