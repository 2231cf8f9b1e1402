import { BooleanField, FunctionField, TextField } from 'react-admin';
import measureChangesFns from '@generated/forms/TourMedidaCambios';
import newMeasureFns from '@generated/forms/TourMedidaNueva';
import modalChangesFns from '@generated/forms/TourModalCambios';
import newModalFns from '@generated/forms/TourModalNuevo';
import stepChangesFns from '@generated/forms/TourPasoCambios';
import newStepFns from '@generated/forms/TourPasoNuevo';
import type { TourMedida, TourModal, TourPaso } from '@generated/main/model';
import { contractForm } from '@/admin/forms/contractSchema';
import { partUiSchema, texts } from './texts';
import type { TourPart } from './TourPartSection';

const modalName = (modal: TourModal) => texts.modalCodes[modal.code] ?? modal.code;

/** spec §4 Tour: the welcome, omit and finish modals, in the order they show. */
export const modalPart: TourPart<TourModal> = {
  resource: 'tourModal',
  heading: texts.modals.heading,
  addLabel: texts.modals.add,
  sort: { field: 'code', order: 'ASC' },
  newForm: contractForm('TourModalNuevo', newModalFns),
  changesForm: contractForm('TourModalCambios', modalChangesFns),
  uiSchema: partUiSchema,
  dialogTitle: (modal) => (modal ? texts.modals.edit(modalName(modal)) : texts.modals.new),
  rowName: (modal) => texts.modals.edit(modalName(modal)).toLowerCase(),
  messages: texts.modals,
  primaryText: modalName,
  secondaryText: (modal) => modal.title,
  columns: [
    <FunctionField<TourModal> key="code" source="code" render={modalName} />,
    <TextField key="title" source="title" sortable={false} />,
    <BooleanField key="showClose" source="showClose" sortable={false} />,
  ],
};

/** The steps by number, each with the screens it shows on. */
export const stepPart: TourPart<TourPaso> = {
  resource: 'tourPaso',
  heading: texts.steps.heading,
  addLabel: texts.steps.add,
  sort: { field: 'step', order: 'ASC' },
  newForm: contractForm('TourPasoNuevo', newStepFns),
  changesForm: contractForm('TourPasoCambios', stepChangesFns),
  uiSchema: partUiSchema,
  dialogTitle: (paso) => (paso ? texts.steps.edit(paso.step, paso.title) : texts.steps.new),
  rowName: (paso) => texts.steps.row(paso.step),
  messages: texts.steps,
  primaryText: (paso) => texts.steps.edit(paso.step, paso.title),
  secondaryText: (paso) => `${paso.route} · ${texts.widths(paso.codeMin, paso.codeMax)}`,
  columns: [
    <TextField key="step" source="step" />,
    <TextField key="title" source="title" sortable={false} />,
    <TextField key="idComponent" source="idComponent" sortable={false} />,
    <TextField key="route" source="route" sortable={false} />,
    <FunctionField<TourPaso>
      key="screens"
      label={texts.screens}
      render={(paso) => texts.widths(paso.codeMin, paso.codeMax)}
    />,
  ],
};

/** Where the steps' pop-ups sit from each screen width on. */
export const measurePart: TourPart<TourMedida> = {
  resource: 'tourMedida',
  heading: texts.measures.heading,
  addLabel: texts.measures.add,
  sort: { field: 'code', order: 'ASC' },
  newForm: contractForm('TourMedidaNueva', newMeasureFns),
  changesForm: contractForm('TourMedidaCambios', measureChangesFns),
  uiSchema: partUiSchema,
  dialogTitle: (medida) => (medida ? texts.measures.edit(medida.code) : texts.measures.new),
  rowName: (medida) => texts.measures.row(medida.code),
  messages: texts.measures,
  primaryText: (medida) => texts.measures.edit(medida.code),
  secondaryText: (medida) => `${texts.types[medida.type]} · ${texts.positions[medida.position]}`,
  columns: [
    <FunctionField<TourMedida>
      key="code"
      source="code"
      label={texts.from}
      render={(medida) => texts.fromWidth(medida.code)}
    />,
    <FunctionField<TourMedida>
      key="type"
      label={texts.type}
      render={(medida) => texts.types[medida.type]}
    />,
    <FunctionField<TourMedida>
      key="position"
      label={texts.position}
      render={(medida) => texts.positions[medida.position]}
    />,
    <FunctionField<TourMedida>
      key="offsets"
      label={texts.offsets}
      render={(medida) => texts.offsetValues(medida.offsetX, medida.offsetY)}
    />,
    <BooleanField key="rounded" source="rounded" sortable={false} />,
  ],
};
