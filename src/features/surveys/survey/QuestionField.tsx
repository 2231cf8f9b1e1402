import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import type { PreguntaEncuesta } from '@generated/main/model';
import { useFormField } from '@/ui/Form';
import { Rating } from '@/ui/Rating';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { texts } from '../texts';

const t = texts.survey;
const TEXT_MAX = 500;

interface QuestionFieldProps {
  question: PreguntaEncuesta;
  /**
   * The survey's form: one answer per question, as the API takes it (a face or circle number, an
   * option id, or text).
   */
  control: Control<Record<string, string>>;
  name: string;
}

/**
 * One survey question with the control its type asks for: the emoji scale (Muy mal … Muy bien),
 * numbered rating circles, options painted with their colours, or free text; one message under
 * any of them.
 */
export default function QuestionField({ question, control, name }: QuestionFieldProps) {
  const { field, error } = useFormField({
    control,
    name,
    required: question.obligatoria && t.required,
    // 'Siguiente' checks the question before the next one: a submit of its own.
    showErrors: true,
  });
  const value = typeof field.value === 'string' ? field.value : '';
  const onChange = (answer: string) => field.onChange(answer);
  const label = question.obligatoria ? question.enunciado : `${question.enunciado} ${t.optional}`;
  const number = value === '' ? null : Number(value);
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {question.enunciado}
      </Typography>
      {question.tipo === 'EMOJI' && (
        <Rating
          variant="emoji"
          label={label}
          value={number}
          onChange={(n) => onChange(String(n))}
        />
      )}
      {question.tipo === 'ESCALA' && (
        <Rating
          label={label}
          scale={question.escalaMax ?? 5}
          value={number}
          onChange={(n) => onChange(String(n))}
        />
      )}
      {question.tipo === 'OPCION' && (
        <Select
          label={t.choose}
          options={question.opciones.map((option) => ({
            id: option.id,
            description: option.description,
            ...(option.backgroundColor && { backgroundColor: option.backgroundColor }),
          }))}
          value={number}
          onChange={(id) => onChange(id === null ? '' : String(id))}
        />
      )}
      {question.tipo === 'TEXTO' && (
        <TextArea label={t.text} value={value} onChange={onChange} maxLength={TEXT_MAX} rows={4} />
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
