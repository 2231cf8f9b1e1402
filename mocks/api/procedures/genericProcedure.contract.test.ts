// @vitest-environment node
// The generic procedure builder (issue 15) through `prism proxy --errors`: an admin-type user
// builds a procedure step by step and publishes it. Invalid steps and refusals are tested on the
// demo API itself (tramiteGenerico.test.ts).
import { describe, it } from 'vitest';
import type {
  InformacionTramiteGenerico,
  PreguntaGenerica,
  RequisitoGenerico,
} from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

const BASE = '/tramitegenerico';

describe('main API generic procedures', () => {
  it('an admin lists, builds, checks a case and publishes a generic procedure', async () => {
    const { token } = await loginAs('colaborador');
    await callOk('main', `${BASE}/listar?pagina=1&tamanoPagina=5&estado=BORRADOR`, { token });
    const { programas } = (await callOk('main', `${BASE}/listarfiltros`, { token })).body
      .results as { programas: { id: number; tipo: string }[] };
    const created = (
      await callOk('main', `${BASE}/crear`, {
        method: 'POST',
        token,
        body: {
          nombre: 'Muestra de proyectos integradores',
          descripcion: 'Inscripción a la muestra de fin de ciclo.',
          proposito: 'Sirve para reservar un espacio en la muestra.',
          audiencias: ['CARRERA'],
        },
      })
    ).body.results as InformacionTramiteGenerico;
    const id = created.idTramite;
    await callOk('main', `${BASE}/obtener/informacion?idTramite=${id}`, { token });
    await callOk('main', `${BASE}/editar?idTramite=${id}`, {
      method: 'PUT',
      token,
      body: {
        nombre: 'Muestra de proyectos integradores',
        descripcion: 'Inscripción a la muestra de fin de ciclo, en el patio central.',
        proposito: 'Sirve para reservar un espacio en la muestra.',
        audiencias: ['CARRERA'],
      },
    });
    await callOk('main', `${BASE}/actualizar/filtro?idTramite=${id}`, {
      method: 'PUT',
      token,
      body: {
        programas: programas.filter((p) => p.tipo === 'CARRERA').map((p) => p.id),
        sedes: [],
        ciclos: [],
      },
    });
    const question = (
      await callOk('main', `${BASE}/agregar/respuestas?idTramite=${id}`, {
        method: 'POST',
        token,
        body: {
          pregunta: '¿Necesitas un tomacorriente?',
          respuestas: ['Sí', 'No'],
          obligatorio: true,
        },
      })
    ).body.results as PreguntaGenerica;
    await callOk('main', `${BASE}/editar/respuestas?idPregunta=${question.idPregunta}`, {
      method: 'PUT',
      token,
      body: {
        pregunta: '¿Necesitas un tomacorriente?',
        descripcion: 'Para laptops o equipos.',
        respuestas: ['Sí', 'No'],
        obligatorio: false,
      },
    });
    const requirement = (
      await callOk('main', `${BASE}/agregar/requisitos?idTramite=${id}`, {
        method: 'POST',
        token,
        body: {
          tipo: 'TEXTO',
          nombre: 'Nombre del proyecto',
          descripcion: 'Como lo verán los visitantes.',
          obligatorio: true,
          longitudMaxima: 120,
        },
      })
    ).body.results as RequisitoGenerico;
    await callOk('main', `${BASE}/editar/requisitos?idRequisito=${requirement.idRequisito}`, {
      method: 'PUT',
      token,
      body: {
        tipo: 'TEXTO',
        nombre: 'Nombre del proyecto',
        descripcion: 'Como lo verán los visitantes.',
        obligatorio: true,
        longitudMaxima: 80,
      },
    });
    await callOk('main', `${BASE}/listar/requisitos/${id}`, { token });
    await callOk('main', `${BASE}/validar/caso`, {
      method: 'POST',
      token,
      body: { idTramite: id, codigo: 'A2026-00001' },
    });
    await callOk('main', `${BASE}/configuracion/final?idTramite=${id}`, {
      method: 'PUT',
      token,
      body: { area: 'SM-TK', costo: 0, diasHabiles: 3, publicar: true },
    });
    await callOk('main', `${BASE}/obtener/datos/tramite?idTramite=${id}`, { token });
  });
});
