import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { GUIDES_SQL, RESOURCES_SQL } from './biblioteca.sql.ts';

type Resource = components['schemas']['RecursosBibliotecaResponse']['results'][number];
type Guide = components['schemas']['GuiasEstudianteResponse']['results'][number];

// The contract's `tipoPrograma` enum is checked by the router before a handler runs.
export const bibliotecaHandlers = {
  listarRecursosBiblioteca: (context) =>
    ok(queryAll<Resource>(context.services.db, RESOURCES_SQL, signedIn(context).brandId)),
  listarGuiasEstudiante: (context) =>
    ok(queryAll<Guide>(context.services.db, GUIDES_SQL, context.params.tipoPrograma)),
} satisfies Partial<ServiceHandlers<operations>>;
