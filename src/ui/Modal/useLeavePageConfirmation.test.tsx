import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { modalTexts } from '../texts';
import { useLeavePageConfirmation } from './useLeavePageConfirmation';

const mailReminder = 'Espera el correo de confirmación de la asignación antes de salir.';

function EnrolmentPage({ active, message }: { active: boolean; message?: string }) {
  const confirmation = useLeavePageConfirmation(active, message);
  return (
    <>
      <h1>Matrícula</h1>
      <Link to="/cursos">Ir a mis cursos</Link>
      <Link to="/matricula?paso=2">Siguiente paso</Link>
      {confirmation}
    </>
  );
}

const renderPage = (active: boolean, message?: string) => {
  const router = createMemoryRouter(
    [
      { path: '/matricula', element: <EnrolmentPage active={active} message={message} /> },
      { path: '/cursos', element: <h1>Mis cursos</h1> },
    ],
    { initialEntries: ['/matricula'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
};

const confirmation = () => screen.getByRole('alertdialog', { name: modalTexts.leavePage });

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('useLeavePageConfirmation', () => {
  it('asks before leaving the page and stays on Quedarme', async () => {
    const { router, user } = renderPage(true);
    await user.click(screen.getByRole('link', { name: 'Ir a mis cursos' }));
    expect(confirmation()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: modalTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/matricula');
  });

  it('leaves on Salir', async () => {
    const { router, user } = renderPage(true);
    await user.click(screen.getByRole('link', { name: 'Ir a mis cursos' }));
    await user.click(screen.getByRole('button', { name: modalTexts.leave }));
    expect(await screen.findByRole('heading', { name: 'Mis cursos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cursos');
  });

  it('shows the process message under the question', async () => {
    const { user } = renderPage(true, mailReminder);
    await user.click(screen.getByRole('link', { name: 'Ir a mis cursos' }));
    expect(confirmation()).toHaveTextContent(mailReminder);
  });

  it('lets the user move within the page (query string) while active', async () => {
    const { router, user } = renderPage(true);
    await user.click(screen.getByRole('link', { name: 'Siguiente paso' }));
    expect(router.state.location.search).toBe('?paso=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the user go without asking while inactive', async () => {
    const { router, user } = renderPage(false);
    await user.click(screen.getByRole('link', { name: 'Ir a mis cursos' }));
    expect(router.state.location.pathname).toBe('/cursos');
  });

  it('has the browser confirm reloads and closing the tab while active', () => {
    renderPage(true);
    expect(beforeUnload().defaultPrevented).toBe(true);
  });

  it('leaves reloads alone while inactive', () => {
    renderPage(false);
    expect(beforeUnload().defaultPrevented).toBe(false);
  });
});
