import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Radio, { type RadioOption } from './Radio';
import RadioDemo from './Radio.demo';

const options: RadioOption[] = [
  { id: 'p', text: 'Presencial', description: 'En la sede.' },
  { id: 's', text: 'Semipresencial', disabled: true },
  { id: 'v', text: 'Virtual' },
];

describe('Radio', () => {
  it('is a radio group named by its label, one radio per option', () => {
    render(<Radio label="Modalidad" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Modalidad' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Virtual' }));
  });

  it('describes an option by its description and disables the disabled ones', () => {
    render(<Radio label="Modalidad" options={options} />);
    expect(screen.getByRole('radio', { name: 'Presencial' })).toHaveAccessibleDescription(
      'En la sede.',
    );
    expect(screen.getByRole('radio', { name: 'Semipresencial' })).toBeDisabled();
  });

  it('reports the chosen id, from a click on the text', async () => {
    const onChange = vi.fn();
    render(<Radio label="Modalidad" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByText('Virtual'));
    expect(onChange).toHaveBeenCalledWith('v');
    expect(screen.getByRole('radio', { name: 'Virtual' })).toBeChecked();
  });

  it('moves the choice with the arrow keys, skipping disabled options', async () => {
    render(<Radio label="Modalidad" options={options} defaultValue="p" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Presencial' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Virtual' })).toBeChecked();
  });

  it('keeps two groups apart without explicit names', async () => {
    render(
      <>
        <Radio label="Modalidad" options={options} defaultValue="p" />
        <Radio label="Turno" options={[{ id: 'm', text: 'Mañana' }]} defaultValue="m" />
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Presencial' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mañana' })).toBeChecked();
  });

  it('demo: choosing a modality', async () => {
    render(<RadioDemo />);
    await userEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
    expect(screen.getByRole('radio', { name: 'Virtual' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Presencial' })).not.toBeChecked();
  });
});
