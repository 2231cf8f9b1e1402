import { useController, type Control } from 'react-hook-form';
import { validarRuc } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Requisito } from '@generated/main/model';
import { validateWith } from '@/lib/forms';
import { maxLength, number, pattern } from '@/lib/validation';
import { DatePicker } from '@/ui/DatePicker';
import { FileInput } from '@/ui/FileInput';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { texts } from '../../texts';
import CourseField from './CourseField';
import type { FilingValues } from './filingValues';
import UbigeoField from './UbigeoField';

interface FieldProps {
  requisito: Requisito;
  control: Control<FilingValues>;
  idMatricula: number | null;
  /** The form was sent once: errors show even on untouched fields. */
  submitted: boolean;
}

const labelOf = (requisito: Requisito) =>
  requisito.obligatorio ? requisito.nombre : `${requisito.nombre} ${texts.optional}`;

/** A RUC's format on the client; its check digit is the API's (validar/ruc). */
const RUC_FORMAT = /^(10|15|17|20)\d{9}$/;

async function checkRuc(value: string): Promise<string | true> {
  if (!value) return true;
  try {
    const { results } = await validarRuc({ ruc: value });
    return results.valido || (results.mensaje ?? true);
  } catch {
    // Unreachable API: filing checks it again.
    return true;
  }
}

/** One answer the type asks for, drawn by its field type. */
function AnswerField({ requisito, control, idMatricula, submitted }: FieldProps) {
  const required = requisito.obligatorio;
  const tipo = requisito.tipoCampo ?? 'TEXTO';
  const rules =
    tipo === 'NUMERO'
      ? [number()]
      : tipo === 'RUC'
        ? [pattern(RUC_FORMAT)]
        : tipo === 'TEXTO'
          ? [maxLength(requisito.longitudMaxima ?? 500)]
          : [];
  const { field, fieldState } = useController({
    control,
    name: `campos.${requisito.idRequisito}`,
    rules: {
      validate: async (value, values) => {
        const local = validateWith(rules, required)(value, values);
        return local === true && tipo === 'RUC' ? checkRuc(String(value ?? '')) : local;
      },
    },
  });
  const value = String(field.value ?? '');
  const error = fieldState.error?.message;
  const common = { label: labelOf(requisito), helperText: requisito.descripcion };
  switch (tipo) {
    case 'TEXTO':
      return (
        <TextArea
          {...common}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxLength={requisito.longitudMaxima ?? 500}
          error={error}
          showErrors={submitted || fieldState.isTouched}
        />
      );
    case 'SELECCION':
      return (
        <Select
          {...common}
          options={(requisito.opciones ?? []).map((o) => ({
            id: o.valor,
            description: o.etiqueta,
          }))}
          value={value || null}
          onChange={(id) => field.onChange(String(id ?? ''))}
          error={error}
          showErrors={Boolean(error)}
        />
      );
    case 'FECHA':
      return (
        <DatePicker
          {...common}
          value={value || null}
          onChange={(day) => field.onChange(day.format('YYYY-MM-DD'))}
          disabledWeekdays={[]}
          helperText={error ?? requisito.descripcion}
        />
      );
    case 'UBIGEO':
      return (
        <UbigeoField label={common.label} value={value} onChange={field.onChange} error={error} />
      );
    case 'CURSO':
      return (
        <CourseField
          label={common.label}
          idMatricula={idMatricula}
          value={value}
          onChange={field.onChange}
          error={error}
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputMode="numeric"
          maxLength={tipo === 'RUC' ? 11 : 9}
          error={error}
          showErrors={submitted || fieldState.isTouched}
        />
      );
  }
}

/** The files a document requirement asks for, within its formats, size and count. */
function DocumentField({ requisito, control, submitted }: FieldProps) {
  const { field, fieldState } = useController({
    control,
    name: `adjuntos.${requisito.idRequisito}`,
    rules: {
      validate: (files) =>
        !requisito.obligatorio || (Array.isArray(files) && files.length > 0) || texts.requiredFile,
    },
  });
  const max = requisito.cantidadMaxima ?? 1;
  return (
    <FileInput
      label={labelOf(requisito)}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
      multiple={max > 1}
      maxFiles={max}
      extensions={(requisito.formatos ?? []).join(',')}
      maxSize={requisito.pesoMaximo}
      required={requisito.obligatorio}
      showErrors={submitted || Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? requisito.descripcion}
      configured
    />
  );
}

/** A requirement the requester fills: an answer or files (rules are checked, not filled). */
export default function RequirementField(props: FieldProps) {
  return props.requisito.tipo === 'DOCUMENTO' ? (
    <DocumentField {...props} />
  ) : (
    <AnswerField {...props} />
  );
}
