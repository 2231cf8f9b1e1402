import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RespuestaAsistente } from '@generated/chatbot/model';
import { apiServer } from '@/test/apiServer';
import { apiUrl, ok } from '@/test/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import { testUsers } from '@/test/users';
import ChatPanel from './ChatPanel';

const certificate: RespuestaAsistente = {
  tipo: 'RESPUESTA',
  respuesta:
    'Certificado de estudios superiores: cuesta S/ 120.00 y se atiende en 7 días hábiles. Lo resuelve el área de Tickets de servicios académicos.',
  detalles: ['Requisito: Copia del DNI. Ambas caras, legibles.'],
  fuentes: [
    {
      tipo: 'TRAMITE',
      titulo: 'Certificado de estudios superiores',
      enlace: {
        ruta: 'estudiantes_tramites_estudios_nuevo_detalle',
        parametros: { slug: 'certificado-de-estudios-superiores', id: '1' },
      },
    },
    // A route this app does not know is shown without a link, never as a broken one.
    { tipo: 'GUIA', titulo: 'Guía futura', enlace: { ruta: 'pagina_futura', parametros: {} } },
  ],
  acciones: [
    {
      tipo: 'SOLICITAR_TRAMITE',
      etiqueta: 'Solicitar este trámite',
      enlace: {
        ruta: 'estudiantes_tramites_estudios_nuevo_detalle',
        parametros: { slug: 'certificado-de-estudios-superiores', id: '1' },
      },
    },
  ],
};
const FILING =
  '/estudiantes/tramites/programa-de-estudios/nuevo/certificado-de-estudios-superiores/1';

function renderPanel() {
  const onClose = vi.fn();
  renderWithProviders(<ChatPanel open onClose={onClose} />, { user: testUsers.student });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Asistente virtual' }) };
}

describe('ChatPanel', () => {
  it('asks with the keyboard alone and shows the answer with its source and action', async () => {
    const asked: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('chatbot', '/mensajes'), async ({ request }) => {
        asked.push(await request.json());
        return ok(certificate);
      }),
    );
    const user = userEvent.setup();
    const { dialog, onClose } = renderPanel();
    await user.keyboard('  cuánto cuesta el certificado de estudios  {Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversación con el asistente' });
    expect(await within(log).findByText(certificate.respuesta)).toBeInTheDocument();
    expect(asked).toEqual([{ mensaje: 'cuánto cuesta el certificado de estudios' }]);
    expect(within(log).getByText(certificate.detalles[0]!)).toBeInTheDocument();
    expect(
      within(log).getByRole('link', { name: 'Certificado de estudios superiores' }),
    ).toHaveAttribute('href', FILING);
    expect(within(log).queryByRole('link', { name: 'Guía futura' })).not.toBeInTheDocument();
    const action = within(log).getByRole('link', { name: 'Solicitar este trámite' });
    expect(action).toHaveAttribute('href', FILING);
    // The field is empty and focused for the next question.
    expect(within(dialog).getByRole('textbox', { name: /Escribe tu pregunta/ })).toHaveValue('');
    await user.click(action);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows each answer of a message of two questions under the question it answers', async () => {
    const unknownPart = {
      pregunta: 'quién es el director',
      tipo: 'SIN_RESPUESTA' as const,
      respuesta:
        'Sobre «quién es el director» no encontré información en los reglamentos, trámites, guías ni preguntas frecuentes del instituto; puedes preguntarlo en un ticket de soporte.',
      detalles: [],
      fuentes: [],
      acciones: [
        {
          tipo: 'ABRIR_TICKET' as const,
          etiqueta: 'Abrir un ticket de soporte',
          enlace: {
            ruta: 'zendesk_listado_tickets',
            parametros: {},
            consulta: { nuevo: '1', pregunta: 'quién es el director' },
          },
        },
      ],
    };
    const reply: RespuestaAsistente = {
      ...certificate,
      respuesta: `${certificate.respuesta} ${unknownPart.respuesta}`,
      acciones: [...certificate.acciones, ...unknownPart.acciones],
      partes: [
        { pregunta: 'cuánto cuesta el certificado de estudios', ...certificate },
        unknownPart,
      ],
    };
    apiServer.use(http.post(apiUrl('chatbot', '/mensajes'), () => ok(reply)));
    const user = userEvent.setup();
    const { dialog } = renderPanel();
    await user.keyboard('cuánto cuesta el certificado de estudios y quién es el director{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversación con el asistente' });
    expect(
      await within(log).findByText('Sobre «cuánto cuesta el certificado de estudios»:'),
    ).toBeInTheDocument();
    expect(within(log).getByText(certificate.respuesta)).toBeInTheDocument();
    expect(within(log).getByText('Sobre «quién es el director»:')).toBeInTheDocument();
    expect(within(log).getByText(unknownPart.respuesta)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Abrir un ticket de soporte' })).toHaveAttribute(
      'href',
      '/zendesk/listado-tickets?nuevo=1&pregunta=qui%C3%A9n+es+el+director',
    );
  });

  it('closes before following a link, so the next page never opens a dialog under it', async () => {
    apiServer.use(http.post(apiUrl('chatbot', '/mensajes'), () => ok(certificate)));
    const dialogsAtArrival: number[] = [];
    function Filing() {
      // What the page met as it mounted: a page opening its own dialog then would race this one.
      useEffect(() => {
        dialogsAtArrival.push(screen.queryAllByRole('dialog', { hidden: true }).length);
      }, []);
      return <h1>Solicitud</h1>;
    }
    // The panel lives in the shell, which stays across pages.
    function Shell() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
          <Outlet />
        </>
      );
    }
    const { router, user } = renderWithProviders(null, {
      user: testUsers.student,
      routes: [
        {
          path: '/',
          element: <Shell />,
          children: [
            { index: true, element: null },
            { path: FILING, element: <Filing /> },
          ],
        },
      ],
    });
    await user.keyboard('cuánto cuesta el certificado de estudios{Enter}');
    const action = await screen.findByRole('link', { name: 'Solicitar este trámite' });
    await user.click(action);
    expect(await screen.findByRole('heading', { name: 'Solicitud' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(FILING);
    expect(dialogsAtArrival).toEqual([0]);
  });

  it('keeps the question typed when asking fails, and sends it once on a double submit', async () => {
    let calls = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    apiServer.use(
      http.post(apiUrl('chatbot', '/mensajes'), async () => {
        calls += 1;
        await released;
        return HttpResponse.json({ results: null, messagePublic: 'Error' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    const { dialog } = renderPanel();
    const field = within(dialog).getByRole('textbox', { name: /Escribe tu pregunta/ });
    await user.type(field, '¿Dónde veo mis notas?');
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await user.dblClick(send);
    release();
    expect(await screen.findByText(/error/i)).toBeInTheDocument();
    expect(field).toHaveValue('¿Dónde veo mis notas?');
    expect(calls).toBe(1);
  });

  it('refuses a question shorter than 2 characters, once sent: leaving the field says nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPanel();
    await user.tab();
    expect(within(dialog).queryByText('El campo es requerido.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Escribe tu pregunta/ }));
    await user.keyboard('a{Enter}');
    expect(
      await within(dialog).findByText('El mínimo de caracteres que debes ingresar es 2'),
    ).toBeInTheDocument();
  });
});
