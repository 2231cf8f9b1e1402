import { describe, expect, it } from 'vitest';
import { adminRequestHref, studentRequestHref, teacherRequestHref } from './requestRoutes';

const request = (estado: 'OBSERVADO' | 'APROBADO') => ({
  idSolicitud: 5021,
  estado,
  tipo: { idTipoTramite: 3, codigo: 'CERTESTSU', slug: 'certificado', nombre: 'Certificado' },
});

describe('request links', () => {
  it('sends a student to en-proceso or finalizados by state, in their audience', () => {
    expect(studentRequestHref('CARRERA', request('OBSERVADO'))).toBe(
      '/estudiantes/tramites/programa-de-estudios/en-proceso/certificado/5021',
    );
    expect(studentRequestHref('EXTENSION', request('APROBADO'))).toBe(
      '/estudiantes/tramites/extension/finalizados/certificado/5021',
    );
  });

  it('sends a teacher to detalle/pendientes or detalle/finalizados', () => {
    expect(teacherRequestHref(request('OBSERVADO'))).toBe(
      '/docentes/tramites/detalle/pendientes/certificado/5021',
    );
    expect(teacherRequestHref(request('APROBADO'))).toBe(
      '/docentes/tramites/detalle/finalizados/certificado/5021',
    );
  });

  it("sends a manager to the tray's detail", () => {
    expect(adminRequestHref('validacion-documentos', request('APROBADO'))).toBe(
      '/admin/tramites/validacion-documentos/detalle/finalizados/certificado/5021',
    );
  });
});
