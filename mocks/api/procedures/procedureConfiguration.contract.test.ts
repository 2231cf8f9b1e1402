// @vitest-environment node
// The procedure configuration operations (issue 15) through `prism proxy --errors`. They change a
// type no other contract test files (Constancia de notas), and put back what they change.
// Refusals are tested on the demo API itself (tramiteConfiguracion.test.ts).
import { describe, it } from 'vitest';
import type {
  ConfiguracionTramite,
  RequisitoConfiguracion,
} from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

const SLUG = 'constancia-de-notas';

describe('main API procedure configuration', () => {
  it('a superadmin lists, reads, edits, deactivates and reactivates a type', async () => {
    const { token } = await loginAs('superadmin');
    await callOk(
      'main',
      '/tramitesae/configuracion/listar?pagina=1&tamanoPagina=5&busqueda=constancia&activo=true',
      { token },
    );
    const type = (await callOk('main', `/tramitesae/configuracion/obtener/${SLUG}`, { token })).body
      .results as ConfiguracionTramite;
    const edited = (
      await callOk('main', `/tramitesae/configuracion/editar/${SLUG}`, {
        method: 'PUT',
        token,
        body: {
          nombre: type.nombre,
          descripcion: type.descripcion,
          proposito: type.proposito,
          modalidad: type.modalidad,
          audiencias: type.audiencias,
          costo: type.costo,
          diasHabiles: type.diasHabiles,
          pideSms: type.pideSms,
          responsable: type.responsable,
          version: type.version,
        },
      })
    ).body.results as ConfiguracionTramite;
    const off = (
      await callOk('main', `/tramitesae/configuracion/activar/${SLUG}`, {
        method: 'PATCH',
        token,
        body: { activo: false, version: edited.version },
      })
    ).body.results as ConfiguracionTramite;
    await callOk('main', `/tramitesae/configuracion/activar/${SLUG}`, {
      method: 'PATCH',
      token,
      body: { activo: true, version: off.version },
    });
  });

  it('a superadmin lists requirements and saves a choice field as its next version', async () => {
    const { token } = await loginAs('superadmin');
    await callOk('main', '/tramitesae/requisito/listar?pagina=1&tamanoPagina=10&tipo=DOCUMENTO', {
      token,
    });
    const { requisitos } = (
      await callOk('main', `/tramitesae/configuracion/requisito/listar/${SLUG}`, { token })
    ).body.results as { requisitos: RequisitoConfiguracion[] };
    const period = requisitos.find((requirement) => requirement.tipoCampo === 'SELECCION')!;
    await callOk('main', `/tramitesae/configuracion/requisito/editar/${period.idRequisito}`, {
      method: 'PUT',
      token,
      body: {
        nombre: period.nombre,
        descripcion: period.descripcion,
        obligatorio: period.obligatorio,
        opciones: (period.opciones ?? []).map((option) => option.valor),
        version: period.version,
      },
    });
  });
});
