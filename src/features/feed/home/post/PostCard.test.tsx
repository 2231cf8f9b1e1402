import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Publicacion } from '@generated/main/model';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import PostCard from './PostCard';

const post: Publicacion = {
  idPublicacion: 1,
  texto: 'HOY cierra la matrícula DE LA SEDE',
  esFijada: false,
  esFijadoAlumno: false,
  esFijadoDocente: false,
  esProgramada: false,
  fechaPublicacionProgramada: '2026-11-20T15:00:00.000Z',
  fechaFinFijacion: null,
  fechaCreacion: '2026-11-20T15:00:00.000Z',
  areaPublicadora: 'Bienestar Estudiantil',
  idAreaEncargada: 1,
  usuarioPublicador: 'ROSA FLORES DE LA CRUZ',
  usuarioCreacion: 'rflores',
  fotoUsuarioPublicador: null,
  idTipoOpcion: 1,
  imagen: null,
  rutaImagen: null,
  urlVideo: null,
  archivo: null,
  rutaArchivo: null,
  textoBotonDocumento: null,
  audiencia: [],
  division: [],
  existeFiltroAvanzado: false,
  sedes: [],
  programa: [],
  periodo: [],
  producto: [],
  modulo: [],
  idReaccion: 0,
  meInteresa: 0,
  meEmociona: 0,
  meEnorgullece: 0,
  puedeEditar: false,
  puedeEliminar: false,
};

describe('PostCard', () => {
  it("writes the author's name by CAPITALIZE_VARIABLES and the post's text as written", () => {
    renderWithProviders(
      <PostCard
        post={post}
        eager={false}
        position={1}
        total={1}
        onDelete={vi.fn()}
        onShowReactors={vi.fn()}
      />,
      { user: 'student', queryClient: queryClientWithCapitalizeRules('student') },
    );

    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Rosa Flores de la Cruz · Bienestar Estudiantil',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('HOY cierra la matrícula DE LA SEDE')).toBeInTheDocument();
  });
});
