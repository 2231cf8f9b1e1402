import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import AlertForm from './AlertForm';

const classesUrl = apiUrl('main', '/cursos/docente/listar');
const sectionUrl = apiUrl('main', '/cursos/docente/seccion/:idSeccion');
const alertUrl = apiUrl('main', '/docente/alertas');

const section = { idSeccion: 31, nombre: 'Base de Datos II', codigoGrupo: 'A' };
const student = { idMatricula: 7, nombre: 'Lucía Ramos Quispe', codigo: 'N00123456' };

function serve(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.get(classesUrl, () => ok({ codigoPeriodo: '2026-II', secciones: [section] })),
    http.get(sectionUrl, () => ok({ ...section, alumnos: [student] })),
    http.post(alertUrl, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function fill(comment: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Clase' }));
  await user.click(await screen.findByRole('option', { name: 'Base de Datos II · Sección A' }));
  await user.click(screen.getByRole('combobox', { name: 'Estudiante' }));
  await user.click(await screen.findByRole('option', { name: 'Lucía Ramos Quispe (N00123456)' }));
  await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
  await user.click(screen.getByRole('option', { name: 'Inasistencias frecuentes' }));
  // Pasted: what is sent is the point, and forty keystrokes through the form took seconds under load.
  await user.clear(screen.getByLabelText('Comentario'));
  if (comment) await user.paste(comment);
  await user.click(screen.getByRole('button', { name: 'Registrar alerta' }));
  return user;
}

describe('AlertForm', () => {
  it('asks for every field, and for ten characters once trimmed, before sending anything', async () => {
    const sent = serve(() => ok({}));
    renderWithProviders(<AlertForm />, { user: 'teacher' });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar alerta' }));
    expect(await screen.findAllByText('El campo es requerido.')).toHaveLength(4);
    await fill('   Faltó    ');
    expect(
      await screen.findByText('El mínimo de caracteres que debes ingresar es 10'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed alert once and clears the comment for the next one', async () => {
    const sent = serve(() =>
      ok({ idAlerta: 1 }, { headers: { 'content-type': 'application/json' } }),
    );
    renderWithProviders(<AlertForm />, { user: 'teacher' });
    await fill('  Faltó a las tres últimas sesiones.  ');
    await screen.findByRole('button', { name: 'Registrar alerta' });
    expect(sent).toEqual([
      {
        idSeccion: 31,
        idMatricula: 7,
        motivo: 'INASISTENCIAS',
        comentario: 'Faltó a las tres últimas sesiones.',
      },
    ]);
    expect(await screen.findByLabelText('Comentario')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, under the field it names or as a notice', async () => {
    let status = 400;
    serve(() =>
      status === 400
        ? Response.json(
            {
              results: null,
              messagePublic: 'El estudiante no pertenece a la clase elegida.',
              errors: { idMatricula: ['El estudiante no pertenece a la clase elegida.'] },
            },
            { status: 400 },
          )
        : Response.json(
            {
              results: null,
              messagePublic:
                'Ya registraste una alerta por este motivo para el estudiante y aún está en atención.',
            },
            { status: 409 },
          ),
    );
    renderWithProviders(<AlertForm />, { user: 'teacher' });
    const user = await fill('Faltó a las tres últimas sesiones.');
    expect(
      await screen.findByText('El estudiante no pertenece a la clase elegida.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Comentario')).toHaveValue('Faltó a las tres últimas sesiones.');
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Registrar alerta' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.detail)).toContain(
        'Ya registraste una alerta por este motivo para el estudiante y aún está en atención.',
      ),
    );
    expect(screen.getByLabelText('Comentario')).toHaveValue('Faltó a las tres últimas sesiones.');
  });
});
