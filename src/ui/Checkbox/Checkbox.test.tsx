import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Checkbox from './Checkbox';
import CheckboxDemo from './Checkbox.demo';

describe('Checkbox', () => {
  it('is named by its label and described by its description', () => {
    render(<Checkbox label="Recibir el boletín" description="Un correo al mes." />);
    expect(
      screen.getByRole('checkbox', { name: 'Recibir el boletín' }),
    ).toHaveAccessibleDescription('Un correo al mes.');
  });

  it('toggles from its label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Acepto el reglamento" onChange={onChange} />);
    await userEvent.click(screen.getByText('Acepto el reglamento'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be ticked while disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Matrícula cerrada" disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Matrícula cerrada'));
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is announced as partly checked when indeterminate', () => {
    render(<Checkbox label="Todos" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Todos' })).toBePartiallyChecked();
  });

  it('opens its help tooltip from an info button that does not toggle it', async () => {
    render(<Checkbox label="Noche" tooltipDescription="Solo en la sede central." />);
    const info = screen.getByRole('button', { name: 'Más información sobre Noche' });
    await userEvent.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Solo en la sede central.');
    await userEvent.click(info);
    expect(screen.getByRole('checkbox', { name: 'Noche' })).not.toBeChecked();
  });

  it('demo: "all documents" turns partial, then full', async () => {
    render(<CheckboxDemo />);
    const all = screen.getByRole('checkbox', { name: 'Todos los documentos' });
    expect(all).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partida de nacimiento' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Certificado de estudios' }));
    expect(all).toBeChecked();
  });
});
