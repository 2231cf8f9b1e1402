import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabsTexts } from '../texts';
import Tabs, { type TabItem } from './Tabs';
import TabsDemo from './Tabs.demo';

const items: TabItem[] = [
  { id: 'TODAS', title: 'Todas' },
  { id: 'ACADEMICAS', title: 'Académicas', active: true },
  { id: 'ADMINISTRATIVAS', title: 'Administrativas' },
];

const tablist = (name: string) => screen.getByRole('tablist', { name });

describe('Tabs', () => {
  it('starts on the active item and moves on click, telling the id', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} aria-label="Notificaciones" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Académicas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Administrativas' }));
    expect(onChange).toHaveBeenCalledWith('ADMINISTRATIVAS');
    expect(screen.getByRole('tab', { name: 'Administrativas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the panel first, named by its tab, while the list is pending, then the list with no remount', () => {
    const panelContent = <p>Contenido</p>;
    const { rerender } = render(
      <Tabs items={items} aria-label="Notificaciones" listPending>
        {panelContent}
      </Tabs>,
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Académicas' });
    const content = within(panel).getByText('Contenido');

    rerender(
      <Tabs items={items} aria-label="Notificaciones">
        {panelContent}
      </Tabs>,
    );
    expect(tablist('Notificaciones')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Académicas' })).toBe(panel);
    expect(within(panel).getByText('Contenido')).toBe(content);
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} aria-label="Notificaciones" value="TODAS" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Administrativas' }));
    expect(onChange).toHaveBeenCalledWith('ADMINISTRATIVAS');
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('wires the panel to the selected tab', async () => {
    render(<TabsDemo />);
    const home = tablist('Inicio');
    const courses = within(home).getByRole('tab', { name: 'Mis cursos' });
    const panel = screen.getByRole('tabpanel', { name: 'Mis cursos' });
    expect(panel).toHaveTextContent('Tienes 5 cursos este ciclo.');
    expect(courses).toHaveAttribute('aria-controls', panel.id);

    await userEvent.click(within(home).getByRole('tab', { name: 'Mi horario' }));
    expect(screen.getByRole('tabpanel', { name: 'Mi horario' })).toHaveTextContent(
      'Hoy no tienes clases.',
    );
  });

  it('moves with the arrow keys, skipping a disabled tab', async () => {
    render(<TabsDemo />);
    const list = tablist('Notificaciones');
    const academic = within(list).getByRole('tab', { name: /^Académicas/ });
    expect(academic).toBeDisabled();

    await userEvent.click(within(list).getByRole('tab', { name: /^Todas/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(list).getByRole('tab', { name: /^Administrativas/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(list).getByRole('tab', { name: /^Todas/ })).toHaveFocus();
  });

  it('shows counts, 9+ above 9, and names them', () => {
    render(<TabsDemo />);
    const all = within(tablist('Notificaciones')).getByRole('tab', {
      name: `Todas ${tabsTexts.badge(12)}`,
    });
    expect(all).toHaveTextContent('9+');
    expect(
      screen.getByRole('tab', { name: `Administrativas ${tabsTexts.badge(1)}` }),
    ).toHaveTextContent('1');
  });

  it('keeps the user on the tab when the next one cannot be reached yet', async () => {
    render(<TabsDemo />);
    const weeks = tablist('Semanas');
    await userEvent.click(within(weeks).getByRole('tab', { name: 'Semana siguiente' }));
    expect(within(weeks).getByRole('tab', { name: 'Semana actual' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByText(
        'No puedes moverte entre semanas sin antes guardar los horarios que seleccionaste',
      ),
    ).toBeInTheDocument();
  });

  it('shows the named icon before the title', () => {
    render(<TabsDemo />);
    const courses = within(tablist('Inicio')).getByRole('tab', { name: 'Mis cursos' });
    expect(within(courses).getByTestId('MenuBookOutlinedIcon')).toBeInTheDocument();
  });
});
