import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limaInstantOf } from '@/lib/psychology/slotRules';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/renderWithProviders';
import AvailabilityCalendar, { type AvailabilityCalendarProps } from './AvailabilityCalendar';

const NOW = limaInstantOf('2026-11-25', '10:00');
const iso = (day: string, time: string) => new Date(limaInstantOf(day, time)).toISOString();
const config = {
  minutosAsesoria: 30,
  semanas: 2,
  sabadoHabilitado: false,
  domingoHabilitado: false,
  horasAnticipacion: 12,
  ultimoDiaEditable: '2026-12-06',
  feriados: [{ fecha: '2026-12-04', nombre: 'Feriado de prueba' }],
};
const slots = [
  {
    idAsesoria: 7,
    fechaHoraInicio: iso('2026-12-01', '09:00'),
    fechaHoraFin: iso('2026-12-01', '09:30'),
    estado: 'agendada' as const,
  },
];

afterEach(() => vi.restoreAllMocks());

function renderCalendar(props: Partial<AvailabilityCalendarProps> = {}) {
  const onMondayChange = vi.fn();
  const onSave = vi.fn().mockResolvedValue({
    guardados: 1,
    eliminados: 0,
    conflictos: 0,
    agendasConflictos: [],
  });
  const view = renderWithProviders(
    <AvailabilityCalendar
      label="Disponibilidad de Andrea Vargas Mendoza"
      config={config}
      slots={slots}
      now={NOW}
      monday="2026-11-30"
      onMondayChange={onMondayChange}
      onSave={onSave}
      {...props}
    />,
  );
  return { ...view, onMondayChange, onSave };
}

describe('AvailabilityCalendar (spec §4, §5, §8)', () => {
  it('shows the week in view mode with its states, and no toggles', () => {
    renderCalendar();
    const grid = screen.getByRole('table', { name: 'Disponibilidad de Andrea Vargas Mendoza' });
    expect(within(grid).getAllByText('Agendada')).toHaveLength(1);
    expect(within(grid).getAllByText('Feriado').length).toBeGreaterThan(0);
    expect(
      within(grid).getByRole('columnheader', { name: 'viernes 04/12 Feriado de prueba' }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByText('Sábado no habilitado').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'lunes 30 de noviembre, 09:00' })).toBeNull();
  });

  it('warns when saving without changes', async () => {
    const show = vi.spyOn(toast, 'show');
    const { user, onSave } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Editar disponibilidad' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(show).toHaveBeenCalledWith({
      type: 'warning',
      detail: 'No se encontraron cambios que guardar.',
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('toggles slots with the keyboard, blocks the week change and saves the pending list', async () => {
    const show = vi.spyOn(toast, 'show');
    const { user, onSave, onMondayChange } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Editar disponibilidad' }));
    const slot = screen.getByRole('button', { name: 'lunes 30 de noviembre, 09:00' });
    expect(slot).toHaveAttribute('aria-pressed', 'false');
    slot.focus();
    await user.keyboard(' ');
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    // Booked, holiday and weekend slots are not toggles.
    expect(screen.queryByRole('button', { name: 'martes 1 de diciembre, 09:00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'viernes 4 de diciembre, 09:00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'sábado 5 de diciembre, 09:00' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes horarios sin guardar' });
    expect(
      within(dialog).getByText(
        'No puedes moverte entre semanas sin antes guardar los horarios que seleccionaste',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'De acuerdo' }));
    expect(onMondayChange).not.toHaveBeenCalled();

    // The dialog's closing hides the page from the accessibility tree until it is gone.
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith([
      {
        idAsesoria: -1,
        fechaInicio: iso('2026-11-30', '09:00'),
        fechaFin: iso('2026-11-30', '09:30'),
      },
    ]);
    expect(show).toHaveBeenCalledWith({
      type: 'success',
      detail: 'Se guardo la disponibilidad de las asesorías.',
      life: 3000,
    });
    expect(await screen.findByRole('button', { name: 'Editar disponibilidad' })).toBeVisible();
  });

  it('shows the conflicts modal with its summary and table', async () => {
    const onSave = vi.fn().mockResolvedValue({
      guardados: 1,
      eliminados: 0,
      conflictos: 1,
      agendasConflictos: [
        {
          mensaje: 'El horario tiene una cita agendada con un estudiante.',
          observadas: [
            { fechaInicio: iso('2026-11-30', '10:00'), fechaFin: iso('2026-11-30', '10:30') },
          ],
        },
      ],
    });
    const { user } = renderCalendar({ onSave });
    await user.click(screen.getByRole('button', { name: 'Editar disponibilidad' }));
    await user.click(screen.getByRole('button', { name: 'lunes 30 de noviembre, 10:00' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultado del guardado' });
    expect(
      within(dialog).getByText(
        'Se guardaron 1 asesorías, se eliminaron 0 asesorías, se encontraron 1 conflictos',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('30/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('10:00 a. m. - 10:30 a. m.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('El horario tiene una cita agendada con un estudiante.'),
    ).toBeInTheDocument();
  });

  it('is only read without onSave (the coordinators’ view)', () => {
    renderCalendar({ onSave: undefined });
    expect(screen.queryByRole('button', { name: 'Editar disponibilidad' })).toBeNull();
  });
});
