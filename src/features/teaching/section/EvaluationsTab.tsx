import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EstudianteSeccion, SeccionDocente } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from '../texts';

/** The evaluation plan (names and weights) and each student's grades, read-only. */
export default function EvaluationsTab({ section }: { section: SeccionDocente }) {
  const capitalize = useCapitalizeName();
  if (section.evaluaciones.length === 0) {
    return <Typography role="status">{texts.evaluations.empty}</Typography>;
  }
  const columns: TableColumn<EstudianteSeccion>[] = [
    { id: 'nombre', header: texts.roster.student, render: (student) => capitalize(student.nombre) },
    ...section.evaluaciones.map((evaluation) => ({
      id: `nota-${evaluation.orden}`,
      header: evaluation.nombre,
      align: 'right' as const,
      render: (student: EstudianteSeccion) => {
        const nota = student.notas.find((item) => item.orden === evaluation.orden);
        if (!nota?.nota) return texts.evaluations.pending;
        return nota.esEvaluacionSustitutoria ? (
          <span title={texts.evaluations.substitute}>
            {nota.nota} <abbr title={texts.evaluations.substitute}>(S)</abbr>
          </span>
        ) : (
          nota.nota
        );
      },
    })),
    {
      id: 'promedio',
      header: texts.roster.average,
      align: 'right',
      render: (student) =>
        student.promedio === null ? texts.roster.noAverage : student.promedio.toFixed(2),
    },
  ];
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="plan-evaluacion">
        <Typography
          id="plan-evaluacion"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {texts.evaluations.plan}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {section.evaluaciones.map((evaluation) => (
            <li key={evaluation.orden}>
              {evaluation.nombre}: {texts.evaluations.weight(evaluation.porcentaje)}
            </li>
          ))}
        </Box>
      </Box>
      <ResponsiveTable
        columns={columns}
        rows={section.alumnos}
        label={texts.evaluations.scores}
        caption={texts.evaluations.scores}
        breakpoint="lg"
        pageSize={10}
        maxHeight={640}
        getRowKey={(student) => student.idMatricula}
      />
    </Stack>
  );
}
