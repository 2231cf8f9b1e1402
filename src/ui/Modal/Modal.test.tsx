import { ThemeProvider } from '@mui/system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { modalTexts } from '../texts';
import { createCampusTheme, DEFAULT_BRAND, layers, useLayer } from '../theme';
import Modal, { type ModalProps } from './Modal';
import ModalDemo from './Modal.demo';
import { stubViewport } from '@/test/stubViewport';

const theme = createCampusTheme(DEFAULT_BRAND, 'light');

const renderModal = (props: Partial<ModalProps> = {}) => {
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <Modal
        open
        onClose={onClose}
        title="Cambiar de sección"
        children={<p>Tu matrícula pasará a la sección B.</p>}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onClose };
};

const renderDemo = () => {
  const router = createMemoryRouter([{ path: '*', element: <ModalDemo /> }]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
};

/** MUI's two presentation layers: the fixed root (z-index) and the area around the paper. */
const presentation = () => {
  const [root, outside] = screen.getAllByRole('presentation');
  return { root, outside };
};

function LayerProbe() {
  return <p>{`Capa del tooltip: ${useLayer(layers.tooltip)}`}</p>;
}

describe('Modal', () => {
  it('is a dialog named by its title, 463 px wide at most, on the modal layer (60)', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Cambiar de sección' });
    expect(dialog).toHaveStyle({ maxWidth: '463px' });
    expect(presentation().root).toHaveStyle({ zIndex: String(layers.modal) });
  });

  it('is 745 px wide at most for questionnaires', () => {
    renderModal({ variant: 'questionnaire' });
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '745px' });
  });

  it('announces alerts as alertdialog on the alert layer and ignores a click outside', async () => {
    const { onClose } = renderModal({ variant: 'alert' });
    expect(screen.getByRole('alertdialog', { name: 'Cambiar de sección' })).toBeInTheDocument();
    expect(presentation().root).toHaveStyle({ zIndex: String(layers.alert) });
    await userEvent.click(presentation().outside);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lifts tooltips and popovers inside it above itself', () => {
    renderModal({ children: <LayerProbe /> });
    expect(screen.getByText(`Capa del tooltip: ${layers.modal + 1}`)).toBeInTheDocument();
  });

  it('closes with its Cerrar button, Escape and a click outside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: modalTexts.close }));
    await user.keyboard('{Escape}');
    await user.click(presentation().outside);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('can leave out the close button and shows its actions', () => {
    renderModal({ showClose: false, actions: <button type="button">Guardar</button> });
    expect(screen.queryByRole('button', { name: modalTexts.close })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('fills the screen under 576 px when asked to', () => {
    stubViewport(375);
    renderModal({ fullScreenOnMobile: true });
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: 'none', height: '100%' });
  });

  it('traps focus inside and returns it to the opener on Escape', async () => {
    const { user } = renderDemo();
    const opener = screen.getByRole('button', { name: 'Abrir modal' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Inscripción al taller de oratoria' });
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Inscribirme' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: modalTexts.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('paints its frame before a body asked to wait for it, and waits again when reopened', async () => {
    const body = <p>Tu foto y tus datos.</p>;
    const props = { onClose: vi.fn(), title: 'Perfil', bodyAfterPaint: true, children: body };
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <Modal open {...props} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Perfil' })).toBeVisible();
    expect(screen.queryByText('Tu foto y tus datos.')).not.toBeInTheDocument();
    expect(await screen.findByText('Tu foto y tus datos.')).toBeVisible();

    const reopen = (open: boolean) =>
      rerender(
        <ThemeProvider theme={theme}>
          <Modal open={open} {...props} />
        </ThemeProvider>,
      );
    reopen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    reopen(true);
    expect(screen.getByRole('dialog', { name: 'Perfil' })).toBeVisible();
    expect(screen.queryByText('Tu foto y tus datos.')).not.toBeInTheDocument();
    expect(await screen.findByText('Tu foto y tus datos.')).toBeVisible();
  });

  it('shows one modal at a time: a second one hides the first until it closes', async () => {
    const { user } = renderDemo();
    const opener = screen.getByRole('button', { name: 'Abrir modal' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Ver horario' }));
    const first = screen.getByRole('dialog', {
      name: 'Inscripción al taller de oratoria',
      hidden: true,
    });
    await waitFor(() => expect(first).not.toBeVisible());
    expect(screen.getByRole('dialog', { name: 'Horario del taller' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([first]));
    expect(first).toBeVisible();
    expect(first).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('demo asks before leaving the page once it has unsaved changes', async () => {
    const { user } = renderDemo();
    await user.click(screen.getByRole('switch', { name: 'Tengo cambios sin guardar' }));
    await user.click(screen.getByRole('link', { name: 'Volver al índice de componentes' }));
    expect(screen.getByRole('alertdialog', { name: modalTexts.leavePage })).toBeInTheDocument();
  });
});
