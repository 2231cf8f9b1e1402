import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryPage } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { manages, refuseStaffWithoutArea } from '../procedures/requestView.ts';
import { attachment } from '../files/attachment.ts';
import { textPdf } from '../files/pdf.ts';
import { DOCUMENT_PDF_SQL, DOCUMENTS_SQL, ORIGIN_SQL, ORIGINS_SQL } from './documento.sql.ts';
import { ok } from '../respond.ts';

interface OriginRow {
  slug: string;
  codigo: string;
  nombre: string;
  area: string;
  emitidos: number;
  ultimoEmitido: number | null;
}

const toOrigen = ({ area: _area, ...row }: OriginRow) => ({
  ...row,
  ultimoEmitido: row.ultimoEmitido === null ? null : new Date(row.ultimoEmitido).toISOString(),
});

const dateEsPE = (at: number) =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' }).format(at);

// Least privilege (issue 31): an issued document is read by its requester and by the managers of
// the procedure area that issued it; being admin-type (a psychologist, another area's manager,
// the superadmin) grants nothing by itself.
export const documentoHandlers = {
  listarOrigenesDocumento: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    refuseStaffWithoutArea(db, caller);
    return ok(queryAll<OriginRow>(db, ORIGINS_SQL, { userId: caller.idu }).map(toOrigen));
  },

  listarDocumentosOrigen: (context) => {
    const { services, params, query } = context;
    const caller = signedIn(context);
    refuseStaffWithoutArea(services.db, caller);
    const origin = queryOne<OriginRow>(services.db, ORIGIN_SQL, { slug: params.slug });
    if (!origin) throw notFound();
    if (!manages(services.db, caller.idu, origin.area)) throw forbidden();
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 20;
    const { rows, total } = queryPage<{
      idDocumento: number;
      numero: string;
      idSolicitud: number;
      solicitante: string;
      codigoSolicitante: string;
      emitidoEn: number;
      signers: string;
    }>(
      services.db,
      DOCUMENTS_SQL,
      { slug: params.slug, q: query.busqueda?.trim() || null },
      pagina,
      tamanoPagina,
    );
    return ok({
      origen: toOrigen(origin),
      documentos: rows.map(({ signers, ...row }) => ({
        ...row,
        emitidoEn: new Date(row.emitidoEn).toISOString(),
        firmantes: JSON.parse(signers),
      })),
      total,
      pagina,
      tamanoPagina,
    });
  },

  descargarDocumento: (context) => {
    const { services, params, reply } = context;
    const caller = signedIn(context);
    refuseStaffWithoutArea(services.db, caller);
    const document = queryOne<{
      numero: string;
      area: string;
      nombre: string;
      requesterId: number;
      requester: string;
      code: string;
      issuedAt: number;
      signers: string;
    }>(services.db, DOCUMENT_PDF_SQL, { id: params.idDocumento });
    if (!document) throw notFound();
    const managesArea = caller.isAdmin && manages(services.db, caller.idu, document.area);
    if (document.requesterId !== caller.idu && !managesArea) throw forbidden();
    const signers = JSON.parse(document.signers) as { firmante: string; cargo: string }[];
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${document.numero}.pdf`))
      .header('x-content-type-options', 'nosniff');
    return textPdf([
      document.nombre,
      `N.° ${document.numero}`,
      `Se emite a favor de ${document.requester} (código ${document.code}).`,
      `Lima, ${dateEsPE(document.issuedAt)}.`,
      '',
      ...signers.map((signer) => `${signer.firmante}, ${signer.cargo}`),
    ]);
  },
} satisfies Partial<ServiceHandlers<operations>>;
