import Stack from '@mui/material/Stack';
import type { CursoAlumno } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

/** What kind of course it is (dual, Moodle, extension, unit) and where its choice stands. */
export default function CourseMarks({ course }: { course: CursoAlumno }) {
  const unit = course.electiveData;
  const marks: Array<{ label: string; color: TagColor }> = [];
  if (course.isAutonomous) marks.push({ label: texts.marks.autonomous, color: 'primary' });
  if (course.isElective) marks.push({ label: texts.marks.elective, color: 'primary' });
  if (course.esDual) marks.push({ label: texts.marks.dual, color: 'info' });
  if (course.esMoodle) marks.push({ label: texts.marks.moodle, color: 'neutral' });
  if (course.isExtension) marks.push({ label: texts.marks.extension, color: 'neutral' });
  if (unit?.chosen) marks.push({ label: texts.marks.chosen(unit.title), color: 'success' });
  else if (unit && course.lastDateToInscription) {
    const day = formatDate(course.lastDateToInscription);
    marks.push({ label: texts.marks.chooseBy(day), color: 'warning' });
  }
  if (marks.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {marks.map((mark) => (
        <Tag key={mark.label} label={mark.label} color={mark.color} size="small" />
      ))}
    </Stack>
  );
}
