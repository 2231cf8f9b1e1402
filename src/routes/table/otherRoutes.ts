import { areaRoute, defineRoutes } from '../defineRoutes';

const signedIn = areaRoute('authenticated');

/** spec §2 "Other areas" open to every signed-in user: component docs and support tickets. */
export const otherRoutes = defineRoutes({
  documentacion: signedIn('/documentacion', 'Documentación de componentes'),
  documentacion_componente: signedIn('/documentacion/:component', 'Componente'),
  zendesk_listado_tickets: signedIn('/zendesk/listado-tickets', 'Mis tickets de soporte'),
  zendesk_ticket_detail: signedIn('/zendesk/ticket-detail/:id', 'Detalle del ticket'),
});
