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
        <TextField source="alumno" />
        <TextField source="codigo" />
        <TextField source="usuario" />
        <TextField source="motivo" />
        <TextField source="responsable" />
        <FunctionField<CasoSaeAdmin> source="estado" render={(caso) => texts.states[caso.estado]} />
        <FunctionField<CasoSaeAdmin>
          source="abiertoEn"
          render={(caso) => formatDateTime(caso.abiertoEn)}
        />
        <FunctionField<CasoSaeAdmin>
          source="cerradoEn"
          render={(caso) => (caso.cerradoEn ? formatDateTime(caso.cerradoEn) : '—')}
        />
        <CaseHistory />
      </SimpleShowLayout>
    </Show>
  );
}
