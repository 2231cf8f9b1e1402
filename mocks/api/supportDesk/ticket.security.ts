import type { operations } from '../../../generated/support-desk/paths.ts';
import type { DemoRole, OwnObject, SecurityCases } from '../../test/security/securityCase.ts';
import { fileTicket, staffReply, ticketUpload } from '../../test/supportTickets.ts';
import type { TestApi } from '../../test/testApi.ts';

// Requesters act on a ticket of their own, made now; staff on a spare student's.
const requesterOf = (who: DemoRole) => (who.tip === 3 ? 'alumno1' : who.usuario);

const openTicket: OwnObject = async (api, who) => ({
  idTicket: await fileTicket(api, requesterOf(who)),
  // The requester may not set the status: the example's `estado` is staff's.
  ...(who.tip !== 3 && { estado: undefined }),
});

const resolvedTicket = async (api: TestApi, who: DemoRole) => {
  const idTicket = await fileTicket(api, requesterOf(who));
  await staffReply(api, idTicket);
  return { idTicket };
};

export const ticketSecurityCases = {
  crearTicket: async () => ({ adjuntos: [] }),
  obtenerTicket: openTicket,
  comentarTicket: openTicket,
  reabrirTicket: resolvedTicket,
  cerrarTicket: resolvedTicket,
  descargarAdjuntoTicket: async (api, who) => {
    const requester = requesterOf(who);
    const idArchivo = await ticketUpload(api, requester);
    return { idTicket: await fileTicket(api, requester, [idArchivo]), idArchivo };
  },
  obtenerTicketCola: async (api) => ({ id: await fileTicket(api, 'alumno1') }),
} satisfies SecurityCases<operations>;
