import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@/test/stubViewport';
import Rating from './Rating';
import RatingDemo from './Rating.demo';

const group = (name = 'Calificación') => screen.getByRole('radiogroup', { name });
const radios = (name?: string) => within(group(name)).getAllByRole('radio');

describe('Rating', () => {
  it('is a radio group of five circles numbered 1 to 5 by default', () => {
    render(<Rating />);
    expect(radios().map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 de 5',
      '2 de 5',
      '3 de 5',
      '4 de 5',
      '5 de 5',
    ]);
    expect(screen.getAllByTestId('rating-circle').map((circle) => circle.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('numbers as many circles as the scale', () => {
    render(<Rating label="Del 1 al 10" scale={10} />);
    expect(radios('Del 1 al 10')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: '10 de 10' })).toBeInTheDocument();
  });

  it('draws 38 px circles 16 px apart', () => {
    stubViewport(1280);
    render(<Rating />);
    const [circle] = screen.getAllByTestId('rating-circle');
    expect(getComputedStyle(circle)).toMatchObject({ width: '38px', height: '38px' });
    expect(getComputedStyle(group()).gap).toBe('16px');
  });

  it('brings the circles 12 px together under 576 px', () => {
    stubViewport(575);
    render(<Rating />);
    expect(getComputedStyle(group()).gap).toBe('12px');
  });

  it('chooses by click and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2 de 5' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 de 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 de 5' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Rating value={4} />);
    expect(screen.getByRole('radio', { name: '4 de 5' })).toBeChecked();
    rerender(<Rating value={null} />);
    expect(radios().filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('offers the emoji survey scale with its Spanish names as labels and captions', () => {
    render(<Rating variant="emoji" label="Ánimo" />);
    const names = ['Muy mal', 'Mal', 'Regular', 'Bien', 'Muy bien'];
    expect(radios('Ánimo').map((radio) => radio.getAttribute('aria-label'))).toEqual(names);
    for (const name of names) expect(screen.getByText(name)).toBeVisible();
    // SVG faces, never emoji characters a PC without an emoji font shows as empty boxes.
    for (const circle of screen.getAllByTestId('rating-circle')) {
      expect(circle.innerHTML).toMatch(/^<svg/);
      expect(circle.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('ignores choices when read-only but keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating defaultValue={3} readOnly onChange={onChange} />);
    expect(group()).toHaveAttribute('aria-readonly', 'true');
    await user.click(screen.getByRole('radio', { name: '5 de 5' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '3 de 5' })).toBeChecked();
  });

  it('disables every circle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating disabled onChange={onChange} />);
    for (const radio of radios()) expect(radio).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '1 de 5' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('demo: choosing a circle by keyboard updates the live text', async () => {
    const user = userEvent.setup();
    render(<RatingDemo />);
    const question = group('¿Qué tan útil fue la clase?');
    expect(screen.getByText('Aún no eliges')).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: '1 de 5' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Elegiste 2')).toBeInTheDocument();
    const mood = group('¿Cómo te sentiste esta semana?');
    expect(within(mood).getByRole('radio', { name: 'Bien' })).toBeChecked();
  });
});
