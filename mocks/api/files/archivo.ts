import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { insertRow } from '../../db/openDatabase.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from './attachment.ts';
import { normaliseFileName } from '../../../src/lib/files/fileName.ts';
import { cleanUpload } from './cleanUpload.ts';
import {
  checkFile,
  safeContentType,
  wrongFormatMessage,
  type StoredPurpose,
} from './fileRules.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { FILE_BY_ID, INSERT_FILE } from './archivo.sql.ts';

interface FileRow {
  id: number;
  ownerId: number;
  purpose: StoredPurpose;
  name: string;
  extension: string;
  contentType: string;
  size: number;
  storedAs: string;
}

const toArchivo = (row: FileRow): ResultsOf<'subirArchivo'> => ({
  idArchivo: row.id,
  nombre: row.name,
  extension: row.extension,
  tamano: row.size,
  tipoContenido: row.contentType,
  tipo: row.purpose,
});

export const archivoHandlers = {
  subirArchivo: async (context) => {
    const { body, services } = context;
    const { archivo, tipo } = body;
    // Stored and echoed in every download's Content-Disposition: bounded, without folders.
    const name = normaliseFileName(archivo.filename);
    const check = checkFile(tipo, name, archivo.data);
    if (!check.ok) throw badRequest({ archivo: [check.message] });
    // Its first bytes name its type; the whole must be that type and only that (no polyglot).
    const data = await cleanUpload(archivo.data, check.contentType);
    if (!data) throw badRequest({ archivo: [wrongFormatMessage(tipo)] });
    const row: FileRow = {
      id: 0,
      ownerId: signedIn(context).idu,
      purpose: tipo,
      name,
      extension: check.extension,
      contentType: check.contentType,
      size: data.length,
      storedAs: services.files.save(data),
    };
    row.id = insertRow(
      services.db.prepare(INSERT_FILE),
      row.ownerId,
      row.purpose,
      row.name,
      row.extension,
      row.contentType,
      row.size,
      row.storedAs,
      services.clock(),
    );
    return ok(toArchivo(row));
  },

  descargarArchivo: (context) => {
    const { params, services, reply } = context;
    const row = queryOne<FileRow>(services.db, FILE_BY_ID, params.idArchivo);
    if (!row) throw notFound();
    const who = signedIn(context);
    // A procedure attachment is read through its request, by whoever may read the request.
    const mayRead = row.ownerId === who.idu || (who.isAdmin && row.purpose !== 'ADJUNTO_TRAMITE');
    if (!mayRead) throw forbidden();
    reply
      // Re-checked on the way out: the type served never depends on what the row holds.
      .type(safeContentType(row.contentType))
      .header('content-disposition', attachment(row.name))
      .header('x-content-type-options', 'nosniff')
      // A stored file is never a page of this origin, whatever it holds.
      .header('content-security-policy', "default-src 'none'; sandbox");
    return services.files.read(row.storedAs);
  },
} satisfies Partial<ServiceHandlers<operations>>;
