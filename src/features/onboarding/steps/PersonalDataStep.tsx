import Typography from '@mui/material/Typography';
import type { DatosPersonalesOnboarding, TipoDocumentoIdentidad } from '@generated/main/model';
import { toCampusTime } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import {
  BIRTH_DATE_MIN,
  DOCUMENT_PATTERNS,
  digitsOnly,
  latestBirthDate,
  minDate,
  pattern,
  type Validator,
} from '@/lib/validation';
import { FormRadio, FormSelect, FormTextField } from '@/ui/Form';
import { texts } from '../texts';
import { radioOptions, selectOptions } from './options';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.personal;

interface Values {
  tipoDocumento: TipoDocumentoIdentidad | null;
  numeroDocumento: string;
  fechaNacimiento: string;
  sexo: string;
  nacionalidad: string;
  estadoCivil: string | null;
}

const todayInLima = () => toCampusTime(Date.now()).format('YYYY-MM-DD');

/** At least the youngest age a student may have today (the server checks the same). */
const notTooYoung: Validator = (value) =>
  value && value > latestBirthDate(todayInLima()) ? t.tooYoung : null;

// DNI and CE are digits; a passport is kept in capitals.
const parseNumber = (tipo: TipoDocumentoIdentidad | null) => (value: string) =>
  tipo === 'PASAPORTE' ? value.toUpperCase().replace(/[^A-Z0-9]/g, '') : digitsOnly(value);

/** Identity document, birth date, sex, nationality and marital status; names are read-only. */
export default function PersonalDataStep({ paso, base, onDone, navigation }: StepProps) {
  const capitalize = useCapitalizeName();
  const current = base.datos.datosPersonales;
  const { form, onSubmit, saving } = useStepForm<Values, 'datosPersonales'>(
    { paso, onDone },
    'datosPersonales',
    {
      tipoDocumento: current.tipoDocumento ?? 'DNI',
      numeroDocumento: current.numeroDocumento ?? '',
      fechaNacimiento: current.fechaNacimiento ?? '',
      sexo: current.sexo,
      nacionalidad: current.nacionalidad ?? 'Peruana',
      estadoCivil: current.estadoCivil ?? null,
    },
    (values) =>
      ({ ...values, numeroDocumento: values.numeroDocumento.trim() }) as DatosPersonalesOnboarding,
  );
  const tipo = form.watch('tipoDocumento');
  const { estudiante } = base;
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <div>
        <Typography variant="body2" color="text.secondary">
          {t.names}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {capitalize(`${estudiante.nombres} ${estudiante.apellidos}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${t.code}: ${estudiante.codigo}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t.namesHint}
        </Typography>
      </div>
      <FormSelect
        control={form.control}
        name="tipoDocumento"
        label={t.documentType}
        options={selectOptions(t.documentTypes)}
        required
        deps={['numeroDocumento']}
      />
      <FormTextField
        control={form.control}
        name="numeroDocumento"
        label={t.documentNumber}
        helperText={tipo ? t.documentHints[tipo] : undefined}
        required
        rules={(values) =>
          values.tipoDocumento ? [pattern(DOCUMENT_PATTERNS[values.tipoDocumento])] : []
        }
        maxLength={12}
        inputMode={tipo === 'PASAPORTE' ? 'text' : 'numeric'}
        parse={parseNumber(tipo)}
      />
      <FormTextField
        control={form.control}
        name="fechaNacimiento"
        label={t.birthDate}
        type="date"
        required
        rules={[minDate(new Date(`${BIRTH_DATE_MIN}T00:00:00`)), notTooYoung]}
      />
      <FormRadio
        control={form.control}
        name="sexo"
        label={t.sex}
        options={radioOptions(t.sexes)}
        required
        row
      />
      <FormTextField
        control={form.control}
        name="nacionalidad"
        label={t.nationality}
        required
        maxLength={40}
        autoComplete="country-name"
      />
      <FormSelect
        control={form.control}
        name="estadoCivil"
        label={t.maritalStatus}
        options={selectOptions(t.maritalStatuses)}
        required
      />
    </StepForm>
  );
}
