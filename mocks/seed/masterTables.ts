import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import type { SeedStep } from './seedStep.ts';

interface MasterTableSeed {
  codigo: string;
  nombre: string;
  descripcion: string;
  /** The campus reads it by its code: it cannot be deleted. */
  sistema: boolean;
  registros: ReadonlyArray<readonly [codigo: string, valor: string]>;
}

// Fictional school names for the one long table, so its records page like real catalogues do.
const SCHOOL_NAMES = [
  'Los Algarrobos',
  'Santa Rosa de las Lomas',
  'Nuevo Amanecer',
  'Virgen del Carmen',
  'San Martín de los Andes',
  'Las Palmeras',
  'El Mirador',
  'Sol Naciente',
  'Los Pinos',
  'Horizonte Azul',
];
const SCHOOL_KINDS = ['I.E.', 'Colegio', 'I.E.P.', 'C.E.B.A.'] as const;

const schools = Array.from({ length: 40 }, (_, index) => {
  const name = `${SCHOOL_KINDS[index % SCHOOL_KINDS.length]} ${SCHOOL_NAMES[index % SCHOOL_NAMES.length]}`;
  const number = 3001 + index * 7;
  return [`IE${number}`, `${name} N.° ${number}`] as const;
});

export const masterTableSeeds: readonly MasterTableSeed[] = [
  {
    codigo: 'TIPO_DOCUMENTO',
    nombre: 'Tipos de documento de identidad',
    descripcion: 'Documentos con los que se identifican estudiantes y docentes.',
    sistema: true,
    registros: [
      ['DNI', 'DNI'],
      ['CE', 'Carné de extranjería'],
      ['PAS', 'Pasaporte'],
      ['PTP', 'Permiso temporal de permanencia'],
    ],
  },
  {
    codigo: 'MOTIVO_RETIRO',
    nombre: 'Motivos de retiro',
    descripcion: 'Motivos que el estudiante elige al solicitar un retiro.',
    sistema: true,
    registros: [
      ['ECO', 'Motivos económicos'],
      ['SAL', 'Motivos de salud'],
      ['TRA', 'Motivos laborales'],
      ['VIA', 'Viaje o cambio de residencia'],
      ['OTR', 'Otro motivo'],
    ],
  },
  {
    codigo: 'MEDIO_PAGO',
    nombre: 'Medios de pago',
    descripcion: 'Medios con los que se pagan los trámites.',
    sistema: true,
    registros: [
      ['BAN', 'Depósito en agencia bancaria'],
      ['WEB', 'Pago en línea'],
      ['CAJ', 'Caja de la sede'],
    ],
  },
  {
    codigo: 'GRADO_INSTRUCCION',
    nombre: 'Grados de instrucción',
    descripcion: 'Último grado alcanzado por el postulante.',
    sistema: false,
    registros: [
      ['SEC', 'Secundaria completa'],
      ['TEC', 'Técnico'],
      ['UNI', 'Universitario'],
    ],
  },
  {
    codigo: 'COLEGIO_PROCEDENCIA',
    nombre: 'Colegios de procedencia',
    descripcion: 'Colegios de los que provienen los estudiantes.',
    sistema: false,
    registros: schools,
  },
  {
    codigo: 'MEDIO_CAPTACION',
    nombre: 'Medios de captación',
    descripcion: 'Cómo conoció el estudiante al instituto.',
    sistema: false,
    registros: [
      ['RED', 'Redes sociales'],
      ['REF', 'Recomendación de un familiar o amigo'],
      ['FER', 'Feria vocacional'],
      ['WEB', 'Página web'],
    ],
  },
  {
    codigo: 'TURNO',
    nombre: 'Turnos',
    descripcion: 'Turnos de estudio que ofrece cada sede.',
    sistema: true,
    registros: [
      ['M', 'Mañana'],
      ['T', 'Tarde'],
      ['N', 'Noche'],
    ],
  },
  {
    codigo: 'ESTADO_CIVIL',
    nombre: 'Estados civiles',
    descripcion: '',
    sistema: false,
    registros: [
      ['S', 'Soltero(a)'],
      ['C', 'Casado(a)'],
      ['V', 'Viudo(a)'],
      ['D', 'Divorciado(a)'],
    ],
  },
];

/** 008's demo data: the master tables and their records, in the order listed. */
export function seedMasterTables(db: DatabaseSync): void {
  const insertTable = db.prepare(
    'INSERT INTO master_tables (codigo, nombre, descripcion, sistema) VALUES (?, ?, ?, ?)',
  );
  const insertRecord = db.prepare(
    'INSERT INTO master_records (table_id, codigo, valor, orden) VALUES (?, ?, ?, ?)',
  );
  for (const table of masterTableSeeds) {
    const tableId = insertRow(
      insertTable,
      table.codigo,
      table.nombre,
      table.descripcion,
      table.sistema ? 1 : 0,
    );
    table.registros.forEach(([codigo, valor], index) =>
      insertRecord.run(tableId, codigo, valor, index + 1),
    );
  }
}

export const seedStep: SeedStep = { migration: '008_master_tables.sql', run: seedMasterTables };
