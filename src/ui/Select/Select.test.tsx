import { getContrastRatio } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Select from './Select';
import { FIRST_PAINT_OPTIONS } from './SelectList';
import SelectDemo from './Select.demo';
import type { SelectOption } from './selectOption';

const options: SelectOption[] = [
  { id: 'can', description: 'Canción criolla' },
  { id: 'dan', description: 'Danza folclórica' },
  { id: 'tea', description: 'Teatro' },
  { id: 'nat', description: 'Natación', disabled: true },
];

const combobox = () => screen.getByRole('combobox', { name: 'Actividad' });
const search = () => screen.getByRole('combobox', { name: 'Buscar' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Select label="Actividad" options={options} onChange={onChange} {...props} />);
  return { user, onChange };
}

describe('Select', () => {
  it('opens on click, shows every option and keeps the one chosen', async () => {
    const { user, onChange } = setup();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Canción criolla', 'Danza folclórica', 'Teatro', 'Natación']);
    await user.click(screen.getByRole('option', { name: 'Teatro' }));
    expect(combobox()).toHaveTextContent('Teatro');
    expect(onChange).toHaveBeenCalledWith('tea', options[2]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('searches ignoring case and accents', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.type(search(), 'cancion');
    expect(optionNames()).toEqual(['Canción criolla']);
    await user.clear(search());
    await user.type(search(), 'TEATRO');
    expect(optionNames()).toEqual(['Teatro']);
  });

  it("says 'No se encontraron registros.' when nothing matches", async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.type(search(), 'marinera');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No se encontraron registros.')).toBeInTheDocument();
  });

  it('keeps the open list at most 396 px high', async () => {
    const { user } = setup();
    await user.click(combobox());
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).toBe('396px');
  });

  it('works from the keyboard: opens, searches, moves, chooses and returns focus', async () => {
    const { user, onChange } = setup();
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(search()).toHaveFocus();
    await user.keyboard('da{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('dan', options[1]);
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveTextContent('Danza folclórica');
  });

  it.each([' ', '{ArrowDown}', '{ArrowUp}'])('opens with %s too', async (key) => {
    const { user } = setup();
    await user.tab();
    await user.keyboard(key);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('starts the search with a letter typed on the closed select', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('t');
    expect(search()).toHaveValue('t');
    expect(optionNames()).toEqual(['Teatro', 'Natación']);
  });

  it('closes with Escape and gives the focus back', async () => {
    const { user, onChange } = setup();
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the list with Tab for what follows the select', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select label="Actividad" options={options} />
        <button type="button">Después</button>
      </>,
    );
    await user.click(combobox());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
  });

  it('skips disabled options', async () => {
    const { user, onChange } = setup();
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Natación' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.type(search(), 'nat{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it("asks for a choice with 'El campo es requerido.' only once touched", async () => {
    const { user } = setup({ required: true });
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    await user.click(combobox());
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAccessibleDescription('El campo es requerido.');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the required message untouched when the form forces validation', () => {
    setup({ required: true, showErrors: true });
    expect(combobox()).toHaveAccessibleDescription('El campo es requerido.');
  });

  it('follows a controlled value, its label lifted above it', () => {
    setup({ value: 'dan' });
    expect(combobox()).toHaveTextContent('Danza folclórica');
    expect(screen.getByText('Actividad', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });

  it('does not open when disabled', async () => {
    const { user } = setup({ disabled: true });
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('tabindex', '-1');
  });

  it('paints survey options with a readable text colour', async () => {
    const user = userEvent.setup();
    render(<SelectDemo />);
    await user.click(screen.getByRole('combobox', { name: 'Satisfacción con el curso' }));
    const listbox = screen.getByRole('listbox');
    for (const option of within(listbox).getAllByRole('option')) {
      const { color, backgroundColor } = getComputedStyle(option);
      expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
    expect(
      getComputedStyle(within(listbox).getByRole('option', { name: 'Muy satisfecho' })).color,
    ).toBe('rgb(255, 255, 255)');
  });

  // The first commit, before any paint: a mouse press opens the list (the click comes after).
  describe('a list longer than its first paint', () => {
    const many: SelectOption[] = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      description: `Trámite ${index + 1}`,
    }));
    const open = () => fireEvent.mouseDown(combobox());

    it('paints the first options at once and every option right after', async () => {
      setup({ options: many });
      open();
      expect(optionNames()).toEqual(many.slice(0, FIRST_PAINT_OPTIONS).map((o) => o.description));
      expect(search()).toHaveFocus();
      expect(await screen.findByRole('option', { name: 'Trámite 30' })).toBeInTheDocument();
      expect(screen.getAllByRole('option')).toHaveLength(30);
    });

    it('paints the options around the chosen one first, the chosen one marked', async () => {
      setup({ options: many, value: 20 });
      open();
      expect(optionNames()).toEqual(
        many
          .slice(20 - FIRST_PAINT_OPTIONS / 2)
          .slice(0, FIRST_PAINT_OPTIONS)
          .map((o) => o.description),
      );
      expect(screen.getByRole('option', { name: 'Trámite 21' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await screen.findByRole('option', { name: 'Trámite 1' })).toBeInTheDocument();
    });

    it('paints the last options first when the chosen one is near the end', () => {
      setup({ options: many, value: 29 });
      open();
      expect(optionNames()).toEqual(many.slice(-FIRST_PAINT_OPTIONS).map((o) => o.description));
    });

    it('paints a list of that many options whole', () => {
      setup({ options: many.slice(0, FIRST_PAINT_OPTIONS) });
      open();
      expect(screen.getAllByRole('option')).toHaveLength(FIRST_PAINT_OPTIONS);
    });

    it('paints a list of one more option in part', () => {
      setup({ options: many.slice(0, FIRST_PAINT_OPTIONS + 1) });
      open();
      expect(screen.getAllByRole('option')).toHaveLength(FIRST_PAINT_OPTIONS);
    });
  });
});
