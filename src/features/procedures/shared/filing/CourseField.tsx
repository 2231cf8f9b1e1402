import { useListarModulosCurricula } from '@generated/main/endpoints/tramite/tramite';
import { useCapitalizeName } from '@/lib/text';
import { Select } from '@/ui/Select';

interface CourseFieldProps {
  label: string;
  /** The student's enrolment; a teacher has none and picks among their current courses. */
  idMatricula: number | null;
  value: string;
  onChange: (courseId: string) => void;
  error?: string;
}

/** A course of the enrolment's curriculum (or the teacher's courses), named with its module. */
export default function CourseField({
  label,
  idMatricula,
  value,
  onChange,
  error,
}: CourseFieldProps) {
  const { data } = useListarModulosCurricula(idMatricula ? { idMatricula } : undefined);
  const capitalize = useCapitalizeName();
  const options = (data?.results ?? []).flatMap((module) =>
    module.cursos.map((course) => ({
      id: String(course.idCurso),
      description: `${capitalize(course.nombre)} (${module.nombreCiclo})`,
    })),
  );
  return (
    <Select
      label={label}
      options={options}
      value={value || null}
      error={error}
      showErrors={Boolean(error)}
      onChange={(id) => onChange(String(id ?? ''))}
    />
  );
}
