import type { Compania, MenuItem, Parametro, SesionUsuario } from '@generated/main/model';

const baseUser = {
  nombre: 'Lucía',
  apellidoPaterno: 'Quispe',
  apellidoMaterno: 'Huamán',
  nombreCompleto: 'Lucía Quispe Huamán',
  codigoUsuario: 'U20261001',
  marca: 'HZT',
  esAdministrativo: false,
  esPsicologo: false,
  esSuperadmin: false,
} as const;

export const users = {
  student: {
    ...baseUser,
    idUsuario: 1001,
    idActor: 5001,
    usuario: 'alumno',
    tipo: 1,
    matricula: 'M-1001',
  },
  teacher: { ...baseUser, idUsuario: 2001, idActor: 6001, usuario: 'docente', tipo: 2 },
  collaborator: {
    ...baseUser,
    idUsuario: 3001,
    idActor: 7001,
    usuario: 'colaborador',
    tipo: 3,
    esAdministrativo: true,
  },
} satisfies Record<string, SesionUsuario>;

export const menuItem = (
  overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'titulo'>,
): MenuItem => ({
  icono: 'curso',
  target: '_self',
  referencia: null,
  bloqueable: false,
  codigoNotificacion: null,
  hijos: [],
  ...overrides,
});

// The same key always gets the same id, so two calls build equal fixtures.
const idOf = (clave: string) =>
  [...clave].reduce((id, char) => (id * 31 + char.charCodeAt(0)) % 100_000, 7);

export const parametro = (clave: string, valor: string): Parametro => ({
  id: idOf(clave),
  clave,
  valor,
  valor2: null,
  descripcion: clave,
  marca: 'HZT',
  sistema: true,
  version: 1,
});

export const company: Compania = {
  nombre: 'Instituto Tecnológico Horizonte',
  marca: 'HZT',
  companyContact: 'Central: (01) 555-0100',
  assistanceInformation: 'Atención de lunes a viernes',
  zoomToken: null,
  zoomUrl: null,
  saeChat: null,
  webmailUrl: 'https://correo.horizonte.edu.pe',
};

export { profile } from '@/test/profile';
