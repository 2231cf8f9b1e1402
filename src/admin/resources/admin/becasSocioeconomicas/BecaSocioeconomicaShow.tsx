import { FunctionField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { BecaSocioeconomica } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import { formatDateTime, formatMoney } from '@/lib/dates';
import DecisionActions from './DecisionActions';
import DocumentButtons from './DocumentButtons';
import { stateColors } from './stateColors';
import { texts } from './texts';

/** One application: who, the form as submitted, its documents, and the decision. */
export default function BecaSocioeconomicaShow() {
  return (
    <Show title={texts.title} actions={<DecisionActions />}>
      <SimpleShowLayout>
        <TextField source="alumno" label={texts.student} />
        <TextField source="codigo" label={texts.code} />
        <TextField source="usuario" label={texts.username} />
        <TextField source="periodo" label={texts.period} />
        <FunctionField<BecaSocioeconomica>
          source="estado"
          label={texts.state}
          render={(application) => (
            <StateTag state={application.estado} labels={texts.states} colors={stateColors} />
          )}
        />
        <FunctionField<BecaSocioeconomica>
          source="solicitadaEn"
          label={texts.appliedAt}
          render={(application) => formatDateTime(application.solicitadaEn)}
        />
        <FunctionField<BecaSocioeconomica>
          source="hogar"
          label={texts.household}
          render={({ hogar }) =>
            texts.householdDetail(
              hogar.integrantes,
              hogar.dependientes,
              texts.providers[hogar.sostenHogar]!,
            )
          }
        />
        <FunctionField<BecaSocioeconomica>
          source="ingresos"
          label={texts.income}
          render={({ ingresos }) =>
            texts.incomeDetail(formatMoney(ingresos.ingresoMensual), ingresos.aportantes)
          }
        />
        <FunctionField<BecaSocioeconomica>
          source="vivienda"
          label={texts.housing}
          render={({ vivienda }) =>
            texts.housingDetail(texts.tenures[vivienda.tenencia]!, vivienda.habitaciones)
          }
        />
        <Labeled label={texts.documents}>
          <DocumentButtons />
        </Labeled>
        <FunctionField<BecaSocioeconomica>
          source="porcentaje"
          label={texts.percent}
          render={(application) => (application.porcentaje ? `${application.porcentaje} %` : '—')}
        />
        <TextField source="motivoRechazo" label={texts.rejection} emptyText="—" />
        <FunctionField<BecaSocioeconomica>
          source="evaluadoEn"
          label={texts.decidedAt}
          render={(application) =>
            application.evaluadoEn ? formatDateTime(application.evaluadoEn) : '—'
          }
        />
        <TextField source="evaluadoPor" label={texts.decidedBy} emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
