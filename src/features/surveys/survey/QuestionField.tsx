import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreguntaEncuesta } from '@generated/main/model';
import { Rating } from '@/ui/Rating';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { texts } from '../texts';

const t = texts.survey;
const TEXT_MAX = 500;

interface QuestionFieldProps {
  question: PreguntaEncuesta;
  /** The answer as the API takes it: a face or circle number, an option id, or text. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * One survey question with the control its type asks for: the emoji scale (Muy mal … Muy bien),
 * numbered rating circles, options painted with their colours, or free text.
 */
export default function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
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
