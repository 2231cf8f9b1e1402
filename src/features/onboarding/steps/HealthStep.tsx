import Typography from '@mui/material/Typography';
import type { SeguroSalud, TipoDiscapacidad } from '@generated/main/model';
import { digitsOnly } from '@/lib/validation';
import { FormRadio, FormSelect, FormTextArea, FormTextField } from '@/ui/Form';
import { texts } from '../texts';
import { radioOptions, selectOptions, yesNo } from './options';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.health;

interface Values {
  tieneDiscapacidad: 'SI' | 'NO' | '';
  tipoDiscapacidad: TipoDiscapacidad | null;
  carneConadis: string;
  apoyoRequerido: string;
  seguro: SeguroSalud | null;
}

/** What the student chooses to declare: a disability and its support, and their insurance. */
export default function HealthStep({ paso, base, onDone, navigation }: StepProps) {
  const current = base.datos.salud;
  const { form, onSubmit, saving } = useStepForm<Values, 'salud'>(
    { paso, onDone },
    'salud',
    {
      tieneDiscapacidad: yesNo(current.tieneDiscapacidad),
      tipoDiscapacidad: current.tipoDiscapacidad ?? null,
      carneConadis: current.carneConadis ?? '',
      apoyoRequerido: current.apoyoRequerido ?? '',
      seguro: current.seguro ?? null,
    },
    (values) => {
      const declared = values.tieneDiscapacidad === 'SI';
      return {
        tieneDiscapacidad: declared,
        tipoDiscapacidad: declared ? values.tipoDiscapacidad : null,
        carneConadis: declared && values.carneConadis ? values.carneConadis : null,
        apoyoRequerido: values.apoyoRequerido.trim() || null,
        seguro: values.seguro!,
      };
    },
  );
  const declared = form.watch('tieneDiscapacidad') === 'SI';
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <FormRadio
        control={form.control}
        name="tieneDiscapacidad"
        label={t.hasDisability}
        options={radioOptions(t.yesNo)}
        required
        row
      />
      {declared && (
        <>
          <FormSelect
            control={form.control}
            name="tipoDiscapacidad"
            label={t.disabilityKind}
            options={selectOptions(t.disabilityKinds)}
            required
          />
          <FormTextField
            control={form.control}
            name="carneConadis"
            label={t.conadis}
            inputMode="numeric"
            maxLength={12}
            parse={digitsOnly}
          />
        </>
      )}
      <FormTextArea
        control={form.control}
        name="apoyoRequerido"
        label={t.support}
        maxLength={500}
      />
      <FormSelect
        control={form.control}
        name="seguro"
        label={t.insurance}
        options={selectOptions(t.insurances)}
        required
      />
    </StepForm>
  );
}
