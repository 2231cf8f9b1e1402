import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import BottomBar from './BottomBar';
import { users } from './test/fixtures';

const bar = () => screen.getByRole('navigation', { name: 'Navegación inferior' });

describe('BottomBar', () => {
  it.each([
    ['student', users.student, 'Mi horario', '/estudiantes/horario/semana'],
    ['teacher', users.teacher, 'Programación', '/docentes/programacion-docente'],
    ['collaborator', users.collaborator, 'Publicación', '/'],
  ] as const)('a %s gets the schedule item %s', (_, user, label, href) => {
    renderWithProviders(<BottomBar onOpenMenu={vi.fn()} onOpenProfile={vi.fn()} />, {
      user,
      width: 375,
    });
    const links = within(bar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Mi cuenta is /mi-cuenta for students only; everyone else's opens the profile dialog.
    expect(links).toEqual(
      user === users.student ? ['Inicio', label, 'Mi cuenta'] : ['Inicio', label],
    );
    expect(within(bar()).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('marks the current page and opens the menu', async () => {
    const onOpenMenu = vi.fn();
    renderWithProviders(<BottomBar onOpenMenu={onOpenMenu} onOpenProfile={vi.fn()} />, {
      user: users.student,
      url: '/mi-cuenta',
      width: 375,
    });
    expect(within(bar()).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(bar()).getByRole('button', { name: 'Menú' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
  });

  it("opens a teacher's profile dialog from Mi cuenta", async () => {
    const onOpenProfile = vi.fn();
    renderWithProviders(<BottomBar onOpenMenu={vi.fn()} onOpenProfile={onOpenProfile} />, {
      user: users.teacher,
      width: 375,
    });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Mi cuenta' }));
    expect(onOpenProfile).toHaveBeenCalledOnce();
  });
});
