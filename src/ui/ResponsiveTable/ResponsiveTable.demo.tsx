import { DemoSection, type PropDoc } from '../docs';
import ResponsiveTable from './ResponsiveTable';
import type { TableColumn } from './types';

export const props: readonly PropDoc[] = [
  {
    name: 'columns',
    type: "{ id: string; header: string; render?: (row) => ReactNode; align?: 'left' | 'center' | 'right' }[]",
    description: 'Columnas en orden; sin render se muestra el valor de la fila bajo id.',
  },
  { name: 'rows', type: 'Row[]', description: 'Todas las filas; la tabla las pagina.' },
  {
    name: 'label',
    type: 'string',
    description: 'Nombre de la tabla y de su área desplazable para lectores de pantalla.',
  },
  { name: 'caption', type: 'ReactNode', description: 'Título visible sobre la tabla.' },
  {
    name: 'breakpoint',
    type: "'sm' | 'md' | 'lg' | 'xl'",
    default: "'md'",
    description:
      'Bajo este ancho las filas se muestran como tarjetas: sm 576, md 768, lg 1024 y xl 1280 px.',
  },
  { name: 'pageSize', type: 'number', default: '5', description: 'Filas por página.' },
  {
    name: 'maxHeight',
    type: "number | 'none'",
    default: '360',
    description:
      "Alto máximo en píxeles; a partir de ahí las filas se desplazan. Con 'none' se desplaza la página.",
  },
  {
    name: 'getRowKey',
    type: '(row: Row, index: number) => Key',
    default: 'la posición de la fila',
    description: 'Clave estable de cada fila.',
  },
];

interface Grade {
  curso: string;
  docente: string;
  seccion: string;
  nota: number;
}

const courses = [
  'Fundamentos de programación',
  'Redes y comunicaciones',
  'Base de datos I',
  'Matemática aplicada',
  'Inglés técnico',
  'Diseño web',
  'Sistemas operativos',
  'Ética profesional',
  'Estadística general',
  'Gestión de proyectos',
  'Seguridad informática',
  'Análisis de sistemas',
];
const teachers = ['Lucía Quispe', 'Marco Salazar', 'Rosa Huamán', 'Jorge Paredes'];

const grades: Grade[] = courses.map((curso, index) => ({
  curso,
  docente: teachers[index % teachers.length],
  seccion: `S${101 + index}`,
  nota: 11 + ((index * 7) % 9) + 0.25 * (index % 4),
}));

const columns: TableColumn<Grade>[] = [
  { id: 'curso', header: 'Curso' },
  { id: 'docente', header: 'Docente' },
  { id: 'seccion', header: 'Sección', align: 'center' },
  { id: 'nota', header: 'Nota', align: 'right', render: (row) => row.nota.toFixed(2) },
];

export default function ResponsiveTableDemo() {
  return (
    <>
      <DemoSection
        title="Paginada"
        description="Cinco filas por página; bajo 768 px cada fila es una tarjeta."
      >
        <ResponsiveTable
          columns={columns}
          rows={grades}
          label="Notas del ciclo"
          caption="Notas del ciclo 2026-I"
          getRowKey={(row) => row.seccion}
        />
      </DemoSection>
      <DemoSection title="Tarjetas bajo 1024 px" description="Con breakpoint lg.">
        <ResponsiveTable
          columns={columns}
          rows={grades.slice(0, 3)}
          label="Cursos con nota parcial"
          breakpoint="lg"
        />
      </DemoSection>
      <DemoSection title="Sin resultados">
        <ResponsiveTable columns={columns} rows={[]} label="Cursos retirados" />
      </DemoSection>
    </>
  );
}
