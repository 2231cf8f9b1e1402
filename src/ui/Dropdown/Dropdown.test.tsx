import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LayerContext } from '../theme';
import Dropdown from './Dropdown';
import DropdownDemo from './Dropdown.demo';
import type { DropdownItem } from './DropdownMenuItem';

const onEdit = vi.fn();
const onDelete = vi.fn();
const items: DropdownItem[] = [
  { id: 'edit', text: 'Editar', description: 'Cambia el texto.', onClick: onEdit },
  { id: 'delete', text: 'Eliminar', disabled: true, onClick: onDelete },
  { id: 'help', text: 'Ayuda', href: '/ayuda' },
  { id: 'mail', text: 'Correo', href: 'https://correo.example', external: true },
];

// While the menu is open MUI hides the rest of the page from assistive technology.
const trigger = () => screen.getByRole('button', { name: 'Acciones', hidden: true });
const renderDropdown = (
  props: { icon?: ReactNode; linkComponent?: 'a' | typeof RouterLink } = {},
) => render(<Dropdown label="Acciones" items={items} {...props} />);

function RouterLink({ href, children, ...props }: { href: string; children?: ReactNode }) {
  return (
    <a href={`/campus${href}`} {...props}>
      {children}
    </a>
  );
}

describe('Dropdown', () => {
  it('is a menu button that names its menu', async () => {
    renderDropdown();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Acciones' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  });

  it('shows the description under the text', async () => {
    renderDropdown();
    await userEvent.click(trigger());
    expect(await screen.findByRole('menuitem', { name: /Editar/ })).toHaveTextContent(
      'EditarCambia el texto.',
    );
  });

  it('runs the chosen action after closing', async () => {
    renderDropdown();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: /Editar/ }));
    expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('never runs a disabled item, even when clicked through', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderDropdown();
    await user.click(trigger());
    const disabled = await screen.findByRole('menuitem', { name: 'Eliminar' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('moves with the arrow keys past disabled items; Escape returns focus to the button', async () => {
    renderDropdown();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Editar/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Ayuda' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('links internally through the link component and opens external links in a new tab', async () => {
    renderDropdown({ linkComponent: RouterLink });
    await userEvent.click(trigger());
    expect(await screen.findByRole('menuitem', { name: 'Ayuda' })).toHaveAttribute(
      'href',
      '/campus/ayuda',
    );
    const mail = screen.getByRole('menuitem', { name: 'Correo (se abre en una pestaña nueva)' });
    expect(mail).toHaveAttribute('href', 'https://correo.example');
    expect(mail).toHaveAttribute('target', '_blank');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('supports an icon-only trigger named by its label', async () => {
    renderDropdown({ icon: <span aria-hidden>⋮</span> });
    expect(trigger()).toHaveTextContent('⋮');
    await userEvent.hover(trigger());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Acciones');
  });

  it('tells as it opens, e.g. to load its items then', async () => {
    const onOpen = vi.fn();
    render(<Dropdown label="Acciones" items={items} onOpen={onOpen} />);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens on the spec §9 popover layer, lifted above an enclosing modal', async () => {
    render(
      <LayerContext value={60}>
        <Dropdown label="Acciones" items={items} />
      </LayerContext>,
    );
    await userEvent.click(trigger());
    await screen.findByRole('menu');
    expect(getComputedStyle(screen.getByRole('presentation')).zIndex).toBe('61');
  });

  it('demo: an action from the icon menu', async () => {
    render(<DropdownDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de la publicación' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Copiar enlace/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Última acción: Copiar enlace');
  });
});
