import type { Enlace } from '@generated/chatbot/model';
import { paths, type RouteName } from '@/routes';

/**
 * A link of the assistant's answer as an href of the app's own route table; null for a route the
 * app does not have (a newer assistant than this app), which is then shown without a link.
 */
export function linkHref({ ruta, parametros, consulta }: Enlace): string | null {
  if (!Object.hasOwn(paths, ruta)) return null;
  return paths[ruta as RouteName].getHref(parametros as never, consulta);
}
