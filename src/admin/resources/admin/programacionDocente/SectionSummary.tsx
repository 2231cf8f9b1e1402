import type { SeccionProceso } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import Facts from './Facts';
import { stateColors } from './stateColors';
import { Timetable } from './sectionColumns';
import { texts } from './texts';

/** What a section is and where its assignment stands. */
export default function SectionSummary({ section }: { section: SeccionProceso }) {
  return (
    <Facts
      items={[
        [texts.course, section.curso],
        [texts.group, section.codigoGrupo],
        [texts.programme, `${section.programa} · ${section.ciclo}`],
        [texts.timetable, <Timetable key="horario" section={section} />],
        [texts.weeklyHours, texts.hours(section.horasSemanales)],
        [
          texts.state,
          <StateTag
            key="estado"
            state={section.estado}
            labels={texts.states}
            colors={stateColors}
            size="small"
          />,
        ],
        [texts.teacher, section.docente ?? texts.noTeacher],
        ...(section.motivoRechazo ? [[texts.reason, section.motivoRechazo] as const] : []),
      ]}
    />
  );
}
