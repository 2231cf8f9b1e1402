import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryPage } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { textPdf } from '../files/pdf.ts';
import { dayEsPE, limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { toCapacitacion, type TrainingRow } from './trainingSummary.ts';
import {
  CERTIFICATE_SQL,
  MODULES_SQL,
  PATH_SQL,
  PATH_TRAININGS_SQL,
  PATHS_SQL,
  TRAINING_SQL,
  TRAININGS_SQL,
} from './docenteCapacitaciones.sql.ts';

type Schemas = components['schemas'];

export const docenteCapacitacionesHandlers = {
  listarRutasDesarrollo: (context) =>
    ok(
      queryAll<Schemas['RutaDesarrolloResumen']>(context.services.db, PATHS_SQL, {
        teacherId: signedIn(context).idu,
      }),
    ),

  obtenerRutaDesarrollo: (context) => {
    const { db, clock } = context.services;
    const pathId = context.params.idRuta;
    const path = queryOne<{ idRuta: number; nombre: string; slug: string; descripcion: string }>(
      db,
      PATH_SQL,
      { pathId },
    );
    if (!path) throw notFound();
    const today = limaDay(clock());
    const rows = queryAll<TrainingRow>(db, PATH_TRAININGS_SQL, {
      pathId,
      teacherId: signedIn(context).idu,
    });
    return ok({ ...path, capacitaciones: rows.map((row) => toCapacitacion(row, today)) });
  },

  listarCapacitacionesDocente: (context) => {
    const { db, clock } = context.services;
    const { estado = null, tipo = null, pagina = 1, tamanoPagina = 10 } = context.query;
    const { rows, total } = queryPage<TrainingRow>(
      db,
      TRAININGS_SQL,
      { teacherId: signedIn(context).idu, estado, tipo },
      pagina,
      tamanoPagina,
    );
    const today = limaDay(clock());
    return ok({ total, capacitaciones: rows.map((row) => toCapacitacion(row, today)) });
  },

  obtenerCapacitacionDocente: (context) => {
    const { db, clock } = context.services;
    const filter = { teacherId: signedIn(context).idu, trainingId: context.params.idCapacitacion };
    const row = queryOne<TrainingRow & { descripcion: string }>(db, TRAINING_SQL, filter);
    if (!row) throw notFound();
    const today = limaDay(clock());
    const detalleModulos = queryAll<Omit<Schemas['ModuloCapacitacion'], 'completado' | 'vencido'>>(
      db,
      MODULES_SQL,
      filter,
    ).map((module) => {
      const completado = module.fechaCompletado !== null;
      return { ...module, completado, vencido: !completado && module.fechaLimite < today };
    });
    return ok({
      ...toCapacitacion(row, today),
      descripcion: row.descripcion,
      detalleModulos,
      certificado: row.certificado === null ? null : { codigo: row.certificado },
    });
  },

  // Only the caller's own certificate exists for them: another teacher's, or a training they
  // have not finished, is not found.
  descargarCertificadoCapacitacion: (context) => {
    const certificate = queryOne<{
      nombre: string;
      horas: number;
      nota: number;
      fechaFinalizacion: string;
      codigo: string;
      docente: string;
      codigoDocente: string;
    }>(context.services.db, CERTIFICATE_SQL, {
      teacherId: signedIn(context).idu,
      trainingId: context.params.idCapacitacion,
    });
    if (!certificate) throw notFound();
    context.reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${certificate.codigo}.pdf`))
      .header('x-content-type-options', 'nosniff');
    return textPdf([
      'Certificado de capacitación',
      `N.° ${certificate.codigo}`,
      `Se certifica que ${certificate.docente} (código ${certificate.codigoDocente})`,
      `aprobó la capacitación "${certificate.nombre}",`,
      `de ${certificate.horas} horas, con nota ${certificate.nota.toLocaleString('es-PE')}.`,
      `Lima, ${dayEsPE(certificate.fechaFinalizacion)}.`,
      '',
      'Dirección académica',
    ]);
  },
} satisfies Partial<ServiceHandlers<operations>>;
