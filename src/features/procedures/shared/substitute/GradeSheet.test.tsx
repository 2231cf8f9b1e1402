import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Sustitutorio } from '@generated/main/model';
import { renderWithProviders } from '@/test/renderWithProviders';
import GradeSheet from './GradeSheet';

const student = (idSolicitud: number, estudiante: string, nota: string | null = null) => ({
  idSolicitud,
  estudiante,
  codigo: `A2026-0000${idSolicitud}`,
  seccion: '3M2',
  docente: 'Rosa Salazar Mendoza',
  nota,
  notaReemplazada: nota ? '08' : null,
  evaluacionReemplazada: nota ? 'Evaluación parcial 1' : null,
  registradaPor: nota ? ('DOCENTE' as const) : null,
});

const evaluacion: Sustitutorio = {
  idEvaluacion: 4,
  version: 1,
  curso: { idCurso: 7, nombre: 'Programación Web I', programa: 'Desarrollo de Software' },
  fechaInicio: '2026-11-23T13:00:00.000Z',
  fechaFin: '2026-11-30T04:59:00.000Z',
  estado: 'ABIERTA',
  estudiantes: [student(1, 'Lucía Quispe Huamán', '14'), student(2, 'Diego Rojas Paredes')],
};

describe('GradeSheet', () => {
  it('sends only the grades typed or changed, once each is a 0-20 grade', async () => {
    const onRecord = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <GradeSheet evaluacion={evaluacion} locked={null} pending={false} onRecord={onRecord} />,
    );
    expect(screen.getByText('Reemplazó Evaluación parcial 1 (08)')).toBeInTheDocument();
    const diego = screen.getByRole('textbox', { name: 'Nota de Diego Rojas Paredes' });
    await userEvent.type(diego, '20.01');
    await userEvent.click(screen.getByRole('button', { name: 'Grabar notas' }));
    expect(
      await screen.findByText('La nota debe ser un número de 0 a 20, con hasta dos decimales.'),
    ).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();

    await userEvent.clear(diego);
    await userEvent.type(diego, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Grabar notas' }));
    expect(onRecord).toHaveBeenCalledWith([{ idSolicitud: 2, nota: '20' }]);
  });

  it('says when nothing was typed, and sends nothing', async () => {
    const onRecord = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <GradeSheet evaluacion={evaluacion} locked={null} pending={false} onRecord={onRecord} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grabar notas' }));
    expect(await screen.findByText('Escribe al menos una nota para grabar.')).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('outside the window, says why and offers no field to change', () => {
    renderWithProviders(
      <GradeSheet
        evaluacion={{ ...evaluacion, estado: 'CERRADA' }}
        locked="El 29/11/2026 11:59 p. m. terminó el plazo para registrar notas."
        pending={false}
        onRecord={() => Promise.resolve()}
      />,
    );
    expect(
      screen.getByText('El 29/11/2026 11:59 p. m. terminó el plazo para registrar notas.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nota de Lucía Quispe Huamán' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Grabar notas' })).not.toBeInTheDocument();
  });
});
