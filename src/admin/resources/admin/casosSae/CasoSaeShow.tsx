import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { CasoSaeAdmin } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import CaseActions from './CaseActions';
import CaseHistory from './CaseHistory';
import { texts } from './texts';

/** One tutoring case: the student, why, who follows it, its actions and notes. */
export default function CasoSaeShow() {
  return (
    <Show title={texts.title} actions={<CaseActions />}>
      <SimpleShowLayout>
        <TextField source="alumno" label={texts.student} />
        <TextField source="codigo" label={texts.code} />
        <TextField source="usuario" label={texts.username} />
        <TextField source="motivo" label={texts.reason} />
        <TextField source="responsable" label={texts.tutor} />
        <FunctionField<CasoSaeAdmin>
          source="estado"
          label={texts.state}
          render={(caso) => texts.states[caso.estado]}
        />
        <FunctionField<CasoSaeAdmin>
          source="abiertoEn"
          label={texts.openedAt}
          render={(caso) => formatDateTime(caso.abiertoEn)}
        />
        <FunctionField<CasoSaeAdmin>
          source="cerradoEn"
          label={texts.closedAt}
          render={(caso) => (caso.cerradoEn ? formatDateTime(caso.cerradoEn) : '—')}
        />
        <CaseHistory />
      </SimpleShowLayout>
    </Show>
  );
}
