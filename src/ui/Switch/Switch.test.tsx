import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Switch from './Switch';
import SwitchDemo from './Switch.demo';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="Modo oscuro" description="Cambia los colores del campus." />);
    expect(screen.getByRole('switch', { name: 'Modo oscuro' })).toHaveAccessibleDescription(
      'Cambia los colores del campus.',
    );
  });

  it('toggles by click on the label and by the space key', async () => {
    const onChange = vi.fn();
    render(<Switch label="Avisos por correo" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Avisos por correo' });
    await userEvent.click(screen.getByText('Avisos por correo'));
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows the checked prop when controlled', () => {
    const { rerender } = render(<Switch label="Avisos" checked={false} />);
    expect(screen.getByRole('switch')).not.toBeChecked();
    rerender(<Switch label="Avisos" checked />);
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('does not change while disabled', async () => {
    const onChange = vi.fn();
    render(<Switch label="Sincronizar" disabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Sincronizar' });
    expect(control).toBeDisabled();
    await userEvent.click(screen.getByText('Sincronizar'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('demo: the privacy switch updates its description', async () => {
    render(<SwitchDemo />);
    const control = screen.getByRole('switch', { name: 'Mostrar mi correo en el perfil' });
    expect(control).toHaveAccessibleDescription('Tus compañeros ven tu correo.');
    await userEvent.click(control);
    expect(control).toHaveAccessibleDescription('Solo tú ves tu correo.');
  });
});
