import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest } from '../errors.ts';
import { ok } from '../respond.ts';
import { completeStep } from '../tasks/completeStep.ts';
import { adminTexts } from '../admin/texts.ts';
import {
  ACCEPT_SQL,
  AUDIENCE_OF_TIP,
  ACCEPTABLE_SQL,
  OWN_ACCEPTANCE_SQL,
  OWN_COUNT_SQL,
  OWN_PAGE_SQL,
} from './reglamento.sql.ts';

// The regulations as their audience reads and accepts them (spec §2 reglamentos pages, spec §3
// reglamentosActualizados); the superadmin's side is in reglamento.ts.

type Schemas = components['schemas'];
type Row = Record<string, unknown>;

export const reglamentoAudienciaHandlers = {
  listarReglamentos: (context) => {
    const { query, services } = context;
    const caller = signedIn(context);
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 20;
    const filter = {
      userId: caller.idu,
      audiencia: AUDIENCE_OF_TIP[caller.tip] ?? null,
      pendientes: Number(query.pendientes ?? false),
    };
    const rows = queryAll<Row>(services.db, OWN_PAGE_SQL, {
      ...filter,
      limit: tamanoPagina,
      offset: (pagina - 1) * tamanoPagina,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, OWN_COUNT_SQL, filter);
    const reglamentos = rows.map((row) => ({
      ...row,
      publicadoEn: iso(row.publicadoEn),
      aceptado: row.aceptadoEn !== null,
      aceptadoEn: row.aceptadoEn === null ? null : iso(row.aceptadoEn),
    })) as Schemas['ReglamentoUsuario'][];
    return ok({ reglamentos, total, pagina, tamanoPagina });
  },

  aceptarReglamento: (context) => {
    const { db, clock } = context.services;
    const caller = signedIn(context);
    const keys = { versionId: context.body.versionId, userId: caller.idu };
    return inTransaction(db, () => {
      const audiencia = AUDIENCE_OF_TIP[caller.tip] ?? null;
      if (!queryOne(db, ACCEPTABLE_SQL, { versionId: keys.versionId, audiencia })) {
        throw badRequest({ versionId: [adminTexts.versionNotAcceptable] });
      }
      db.prepare(ACCEPT_SQL).run({ ...keys, at: clock() });
      // spec §4 reglamentosActualizados: done once no regulation is left to accept.
      const left = queryOneOrThrow<{ total: number }>(db, OWN_COUNT_SQL, {
        userId: caller.idu,
        audiencia,
        pendientes: 1,
      });
      if (left.total === 0) completeStep(db, caller.idu, 'reglamentosActualizados', clock());
      const own = queryOneOrThrow<Row>(db, OWN_ACCEPTANCE_SQL, keys);
      const acceptance = {
        ...own,
        aceptadoEn: iso(own.aceptadoEn),
      } as Schemas['AceptacionPropiaResponse']['results'];
      return ok(acceptance, adminTexts.regulationAccepted);
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
