import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Carousel from './Carousel';
import CarouselDemo from './Carousel.demo';

// jsdom lays nothing out: give the track a size and a scroll position, then announce a scroll.
function layOut(track: HTMLElement, { scrollLeft = 0, clientWidth = 300, scrollWidth = 1000 }) {
  Object.defineProperties(track, {
    scrollLeft: { configurable: true, value: scrollLeft },
    clientWidth: { configurable: true, value: clientWidth },
    scrollWidth: { configurable: true, value: scrollWidth },
  });
  fireEvent.scroll(track);
}

const renderCarousel = () => {
  render(
    <Carousel label="Mis cursos">
      <article>Redes</article>
      <article>Base de datos</article>
    </Carousel>,
  );
  const region = screen.getByRole('region', { name: 'Mis cursos' });
  const track = within(region).getByRole('group', { name: 'Elementos' });
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy;
  return { region, track, scrollBy };
};

const previous = () => screen.getByRole('button', { name: 'Anterior' });
const next = () => screen.getByRole('button', { name: 'Siguiente' });

describe('Carousel', () => {
  it('is a labelled carousel region', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(region).getByText('Redes')).toBeInTheDocument();
  });

  it('scrolls 230 px each way', async () => {
    const { track, scrollBy } = renderCarousel();
    layOut(track, { scrollLeft: 230 });
    await userEvent.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 230, behavior: 'smooth' });
    await userEvent.click(previous());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -230, behavior: 'smooth' });
  });

  it('turns each button off at its end', () => {
    const { track } = renderCarousel();
    layOut(track, { scrollLeft: 0 });
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    layOut(track, { scrollLeft: 700 });
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('turns both off when everything fits', () => {
    const { track } = renderCarousel();
    layOut(track, { clientWidth: 600, scrollWidth: 600 });
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('is reachable from the keyboard', async () => {
    const { track, scrollBy } = renderCarousel();
    layOut(track, { scrollLeft: 0 });
    await userEvent.tab();
    expect(track).toHaveFocus();
    await userEvent.tab();
    expect(next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenCalledWith({ left: 230, behavior: 'smooth' });
  });

  it('demo shows a course carousel', () => {
    render(<CarouselDemo />);
    const courses = screen.getByRole('region', { name: 'Mis cursos' });
    expect(within(courses).getAllByRole('heading', { level: 4 })).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Cursos electivos' })).toBeInTheDocument();
  });
});
