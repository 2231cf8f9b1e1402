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
        <TextField source="alumno" />
        <TextField source="codigo" />
        <TextField source="usuario" />
        <TextField source="periodo" />
        <FunctionField<BecaSocioeconomica>
          source="estado"
          render={(application) => (
            <StateTag state={application.estado} labels={texts.states} colors={stateColors} />
          )}
        />
        <FunctionField<BecaSocioeconomica>
          source="solicitadaEn"
          render={(application) => formatDateTime(application.solicitadaEn)}
        />
        <FunctionField<BecaSocioeconomica>
          source="hogar"
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
          render={({ ingresos }) =>
            texts.incomeDetail(formatMoney(ingresos.ingresoMensual), ingresos.aportantes)
          }
        />
        <FunctionField<BecaSocioeconomica>
          source="vivienda"
          render={({ vivienda }) =>
            texts.housingDetail(texts.tenures[vivienda.tenencia]!, vivienda.habitaciones)
          }
        />
        <Labeled label={texts.documents}>
          <DocumentButtons />
        </Labeled>
        <FunctionField<BecaSocioeconomica>
          source="porcentaje"
          render={(application) => (application.porcentaje ? `${application.porcentaje} %` : '—')}
        />
        <TextField source="motivoRechazo" emptyText="—" />
        <FunctionField<BecaSocioeconomica>
          source="evaluadoEn"
          render={(application) =>
            application.evaluadoEn ? formatDateTime(application.evaluadoEn) : '—'
          }
        />
        <TextField source="evaluadoPor" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
