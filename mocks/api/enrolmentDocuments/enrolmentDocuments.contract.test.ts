// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  DocumentoMatricula,
  DocumentoMatriculaAlumno,
} from '../../../generated/main/model/index.ts';
import { callOk, downloadOk, loginAs, uploadPdfOk } from '../../test/contractClient.ts';

/** Uploads a PDF for the enrolment documents through Prism and answers its id. */
const uploadPdf = (token: string, name: string) => uploadPdfOk(token, 'DOCUMENTO_MATRICULA', name);

describe('enrolment documents (documentoMatricula) through the contract', () => {
  it('a student uploads a document, staff observe it, the student replaces it and staff approve it', async () => {
    // A spare student with a carné de extranjería no other contract test signs in as.
    const student = (await loginAs('alumno6')).token;
    const staff = (await loginAs('colaborador')).token;
    const listed = (await callOk('main', '/documentomatricula/alumno/listar', { token: student }))
      .body.results as { documentos: DocumentoMatriculaAlumno[]; completo: boolean };
    expect(listed.documentos[0]).toMatchObject({ tipo: 'CARNE_EXTRANJERIA', estado: null });

    const upload = async (name: string, key: string) =>
      (
        await callOk('main', '/documentomatricula/alumno/CARNE_EXTRANJERIA/subir', {
          method: 'POST',
          token: student,
          body: { claveIdempotencia: key, idArchivo: await uploadPdf(student, name) },
        })
      ).body.results as DocumentoMatriculaAlumno;
    const uploaded = await upload('carne.pdf', '0b6f7c1e-3a7d-4d3e-9a51-5c6f0e2d1a01');
    expect(uploaded).toMatchObject({ estado: 'PENDIENTE', archivo: { nombre: 'carne.pdf' } });
    await downloadOk('main', `/documentomatricula/${uploaded.id}/archivo`, student);

    const queue = (
      await callOk(
        'main',
        `/admin/documentos-matricula?filter=${encodeURIComponent('{"q":"alumno6"}')}`,
        {
          token: staff,
        },
      )
    ).body as unknown as DocumentoMatricula[];
    const [document] = queue;
    expect(document).toMatchObject({ id: uploaded.id, estado: 'PENDIENTE' });
    await callOk('main', `/admin/documentos-matricula/${document!.id}`, { token: staff });
    await downloadOk('main', `/documentomatricula/${document!.id}/archivo`, staff);

    const observacion = 'El documento está cortado en los bordes.';
    await callOk('main', `/documentomatricula/${document!.id}/observar`, {
      method: 'POST',
      token: staff,
      body: { idArchivo: document!.archivo.idArchivo, observacion },
    });
    const seen = (await callOk('main', '/documentomatricula/alumno/listar', { token: student }))
      .body.results as { documentos: DocumentoMatriculaAlumno[] };
    expect(seen.documentos[0]).toMatchObject({ estado: 'OBSERVADO', observacion });

    await upload('carne-completo.pdf', '0b6f7c1e-3a7d-4d3e-9a51-5c6f0e2d1a02');
    const replaced = (
      await callOk('main', `/admin/documentos-matricula/${document!.id}`, { token: staff })
    ).body as unknown as DocumentoMatricula;
    expect(replaced).toMatchObject({ estado: 'PENDIENTE', observacion: null });
    const approved = await callOk('main', `/documentomatricula/${document!.id}/aprobar`, {
      method: 'POST',
      token: staff,
      body: { idArchivo: replaced.archivo.idArchivo },
    });
    expect(approved.body.results).toMatchObject({ estado: 'APROBADO' });
  });
});
