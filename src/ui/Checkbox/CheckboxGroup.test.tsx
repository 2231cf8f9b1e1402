import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { requiredMessage } from '../texts';
import CheckboxDemo from './Checkbox.demo';
import CheckboxGroup, { type CheckboxItem } from './CheckboxGroup';

const items: CheckboxItem[] = [
  { id: 'a', text: 'Mañana', description: 'De 8 a 13 h' },
  { id: 'b', text: 'Tarde', tooltipDescription: 'Solo en la sede central.' },
  { id: 'c', text: 'Noche', disabled: true },
];

function Group(props: { required?: boolean; touched?: boolean; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        label="Turnos"
        items={items}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        required={props.required}
        touched={props.touched}
      />
      <button type="button">Después</button>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with one checkbox per item', () => {
    render(<Group />);
    const group = screen.getByRole('group', { name: 'Turnos' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Mañana' })).toHaveAccessibleDescription(
      'De 8 a 13 h',
    );
    expect(screen.getByRole('checkbox', { name: 'Noche' })).toBeDisabled();
  });

  it('reports the ticked ids in the items order', async () => {
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tarde' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mañana' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tarde' }));
    expect(onChange.mock.calls).toEqual([[['b']], [['a', 'b']], [['a']]]);
  });

  it('shows the tooltip description behind an info button', async () => {
    render(<Group />);
    await userEvent.hover(screen.getByRole('button', { name: 'Más información sobre Tarde' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Solo en la sede central.');
    expect(screen.queryByRole('button', { name: /Más información sobre Mañana/ })).toBeNull();
  });

  it('says the field is required only after focus leaves it empty', async () => {
    render(<Group required />);
    const group = screen.getByRole('group', { name: /Turnos/ });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(group).toHaveAccessibleDescription('El campo es requerido.');
  });

  it('says it when the last box is unticked, and clears it once one is ticked', async () => {
    render(<Group required />);
    const morning = screen.getByRole('checkbox', { name: 'Mañana' });
    await userEvent.click(morning);
    expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument();
    await userEvent.click(morning);
    expect(screen.getByText(requiredMessage)).toBeInTheDocument();
    await userEvent.click(morning);
    expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument();
  });

  it('shows the error untouched when the form forces it', () => {
    render(<Group required touched />);
    expect(screen.getByRole('group', { name: /Turnos/ })).toHaveAccessibleDescription(
      requiredMessage,
    );
  });

  it("shows a message decided outside (the server's) in place of its own rule", () => {
    const { rerender } = render(
      <CheckboxGroup
        label="Turnos"
        items={items}
        value={[]}
        onChange={vi.fn()}
        required
        touched
        error={null}
      />,
    );
    expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument();
    rerender(
      <CheckboxGroup
        label="Turnos"
        items={items}
        value={['a']}
        onChange={vi.fn()}
        error="No es un valor válido."
      />,
    );
    expect(screen.getByRole('group', { name: 'Turnos' })).toHaveAccessibleDescription(
      'No es un valor válido.',
    );
  });

  it('demo: the shifts group reports the required error', async () => {
    render(<CheckboxDemo />);
    const tarde = screen.getByRole('checkbox', { name: 'Tarde' });
    await userEvent.click(tarde);
    await userEvent.click(tarde);
    expect(
      screen.getByRole('group', { name: /¿En qué turnos puedes estudiar\?/ }),
    ).toHaveAccessibleDescription('El campo es requerido.');
  });
});
