import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DemoSection, type PropDoc } from '../docs';
import Carousel from './Carousel';

export const props: readonly PropDoc[] = [
  {
    name: 'children',
    type: 'ReactNode',
    description: 'Elementos en una sola fila; cada uno conserva su ancho.',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Carrusel'",
    description: 'Nombre de la región para lectores de pantalla.',
  },
  {
    name: 'step',
    type: 'number',
    default: '230',
    description: 'Píxeles que avanza cada botón.',
  },
];

const courses = [
  ['Fundamentos de programación', 'Lucía Quispe'],
  ['Redes y comunicaciones', 'Marco Salazar'],
  ['Base de datos I', 'Rosa Huamán'],
  ['Matemática aplicada', 'Jorge Paredes'],
  ['Inglés técnico', 'Ana Mendoza'],
  ['Diseño web', 'Luis Torres'],
  ['Sistemas operativos', 'Carmen Rojas'],
] as const;

export default function CarouselDemo() {
  return (
    <>
      <DemoSection
        title="Tarjetas de cursos"
        description="Tarjetas de 214 px con 16 px de separación: cada botón avanza una tarjeta."
      >
        <Carousel label="Mis cursos">
          {courses.map(([course, teacher]) => (
            <Paper key={course} variant="outlined" sx={{ width: 214, p: 2 }}>
              <Typography variant="subtitle2" component="h4">
                {course}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {teacher}
              </Typography>
            </Paper>
          ))}
        </Carousel>
      </DemoSection>
      <DemoSection
        title="Sin desbordar"
        description="Si todo cabe, ambos botones quedan deshabilitados."
      >
        <Carousel label="Cursos electivos">
          <Paper variant="outlined" sx={{ width: 214, p: 2 }}>
            <Typography variant="body2">Oratoria</Typography>
          </Paper>
        </Carousel>
      </DemoSection>
    </>
  );
}
