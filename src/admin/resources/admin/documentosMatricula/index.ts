import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import DocumentoMatriculaList from './DocumentoMatriculaList';
import { texts } from './texts';

/**
 * /admin/documentos-matricula (issue 34): the documents students upload on /subir-documentos,
 * approved or observed by staff. A list of its own, not a tray of the procedures: a document has
 * no request, manager or responder (openapi/main/documentoMatricula.yaml). Spec §2 names no path
 * for it, so it has no table route: the /admin app serves it under the resource's name.
 */
export default adminFolder({
  resources: [
    {
      name: 'documentos-matricula',
      label: 'documento de matrícula |||| documentos de matrícula',
      fields: {
        alumno: texts.student,
        codigo: texts.code,
        usuario: texts.username,
        programa: texts.programme,
        ciclo: texts.cycle,
        nombre: texts.document,
        estado: texts.state,
        fechaCarga: texts.uploadedAt,
        revisadoEn: texts.reviewedAt,
        revisadoPor: texts.reviewedBy,
        tipo: texts.document,
      },
      list: DocumentoMatriculaList,
      show: lazyPage(() => import('./DocumentoMatriculaShow')),
      icon: FactCheckOutlined,
      recordRepresentation: 'nombre',
    },
  ],
});
