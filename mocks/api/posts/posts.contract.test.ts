// @vitest-environment node
// Every post operation (issue 12) through `prism proxy --errors`: requests and answers must match
// the contract. Refusals are tested on the demo API itself (publicacion.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, loginAs, serviceUrl, contractNow } from '../../test/contractClient.ts';
import { ASCII_GIF } from '../../test/multipart.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

interface Post {
  idPublicacion: number;
  rutaImagen: string | null;
  idReaccion: number;
  esProgramada: boolean;
}

/** An ASCII GIF (Prism passes file parts on as text), a real image: uploads are decoded. */
async function uploadGif(token: string) {
  const form = new FormData();
  form.append('tipo', 'IMAGEN_PUBLICACION');
  form.append('archivo', new Blob([ASCII_GIF]), 'afiche.gif');
  const response = await fetch(`${serviceUrl('main')}/archivo/subir`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.headers.get('sl-violations')).toBeNull();
  return (await response.json()).results.idArchivo as number;
}

describe('main API posts', () => {
  it('a collaborator fills the form, publishes, edits and deletes; a student reads and reacts', async () => {
    const collaborator = (await loginAs('colaborador')).token;
    const student = (await loginAs('alumno')).token;
    const base = (await main('/publicacion/filtrobase', { token: collaborator })).body.results as {
      sedes: { id: number }[];
    };
    await main('/filtro/divisiones', {
      method: 'POST',
      token: collaborator,
      body: { idSedes: '' },
    });
    await main('/filtro/programas', {
      method: 'POST',
      token: collaborator,
      body: { idDivisiones: '1', idSedes: String(base.sedes[0]!.id) },
    });
    await main('/filtro/periodos', {
      method: 'POST',
      token: collaborator,
      body: { idProgramas: '1' },
    });
    await main('/filtro/productos', {
      method: 'POST',
      token: collaborator,
      body: { idPeriodos: '4' },
    });
    for (const list of ['programas', 'periodos', 'productos']) {
      await main(`/publicacion/${list}`, {
        method: 'POST',
        token: collaborator,
        body: { idDivisiones: [1], idProgramas: [1] },
      });
    }
    await main('/publicacion/audiencia', {
      method: 'POST',
      token: collaborator,
      body: { idAudiencia: ['EVAAUD002'], idUnidadNegocio: [1], idModulo: ['CIII'] },
    });

    const image = await uploadGif(collaborator);
    const start = new Date(Math.ceil(contractNow() / 60_000) * 60_000 + 60 * 60_000).toISOString();
    const created = (
      await main('/publicacion/guardar', {
        method: 'POST',
        token: collaborator,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          descripcion:
            'Taller de robótica este sábado 🤖 #RobóticaHZT https://eventos.campus.example',
          idTipoOpcion: 1,
          imagenPublicacion: image,
          rutaVideo: null,
          existeDocumento: false,
          archivoPublicacion: null,
          textoBotonDocumento: null,
          idAreaEncargada: 12,
          idAudiencias: ['EVAAUD002'],
          fechaInicial: start,
          esFijada: true,
          fechaFinalFijada: start,
          idDivisiones: [1],
          existeFiltroAvanzado: false,
          idSedes: [],
          idProgramas: [],
          idPeriodos: [],
          idProductos: [],
          idModulos: [],
        },
      })
    ).body.results as Post;
    expect(created.esProgramada).toBe(true);
    const id = created.idPublicacion;
    await main(`/publicacion/consultar?id=${id}`, { token: collaborator });
    await main('/publicacion/actualizar', {
      method: 'PUT',
      token: collaborator,
      body: {
        id,
        descripcion: 'Taller de robótica este domingo 🤖',
        idTipoOpcion: 2,
        rutaVideo: 'https://vimeo.com/760000001',
        existeDocumento: false,
        idAreaEncargada: 12,
        idAudiencias: ['EVAAUD002', 'EVAAUD001'],
        fechaInicial: start,
        esFijada: false,
        fechaFinalFijada: null,
        idDivisiones: [1],
        existeFiltroAvanzado: true,
        idModulos: ['CIII'],
      },
    });
    await main('/publicacionlistaradmin?pagina=1&tamanoPagina=20&busqueda=robotica', {
      token: collaborator,
    });
    const listed = (await main('/publicacionlistaradmin?tamanoPagina=50', { token: collaborator }))
      .body.results as { publicaciones: Post[] };
    const image2 = listed.publicaciones.find((post) => post.rutaImagen)!;
    const file = await fetch(`${serviceUrl('main')}/${image2.rutaImagen}`, {
      headers: { accept: 'image/png' },
    });
    expect(file.headers.get('sl-violations')).toBeNull();
    expect(file.status).toBe(200);
    await main(`/publicacion/eliminar?id=${id}`, { method: 'DELETE', token: collaborator });

    const feed = (
      (await main('/publicacion/listar?pagina=1&tamanoPagina=20', { token: student })).body
        .results as { publicaciones: Post[] }
    ).publicaciones;
    const post = feed[0]!;
    await main('/publicacion/mantener/reaccion', {
      method: 'POST',
      token: student,
      body: { id: 28824, idPublicacion: post.idPublicacion },
    });
    await main(`/publicacion/listar/reaccion?id=${post.idPublicacion}&idReaccion=28824`, {
      token: student,
    });
    await main('/publicacion/mantener/reaccion', {
      method: 'POST',
      token: student,
      body: { id: post.idReaccion, idPublicacion: post.idPublicacion },
    });
  });
});
