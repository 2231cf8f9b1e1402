import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { RespuestaEncuestaAutonomoRespuestaInterna as Answer } from '@generated/main/model';
import { useResponderEncuestaAutonomo } from '@generated/main/endpoints/cursos/cursos';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { EMOJI_SCALE, Rating } from '@/ui/Rating';
import { TextArea } from '@/ui/TextArea';
import { texts } from '../texts';

const { survey } = texts;

interface SurveyValues {
  /** 1 to 5 on the emoji scale, worst first; null until chosen. */
  rating: number | null;
  comentario: string;
}

/**
 * The autonomous unit's closing survey (spec §3 emoji scale): one face required, a comment up to
 * 500 characters. Sent once; a failure keeps the answer for another try.
 */
export default function AutonomousSurvey({ idSeccion }: { idSeccion: number }) {
  const form = useCampusForm<SurveyValues>({ defaultValues: { rating: null, comentario: '' } });
  const answer = useResponderEncuestaAutonomo();
  const submit = useSubmit(form, async ({ rating, comentario }) => {
    const respuestaInterna = EMOJI_SCALE[(rating ?? 1) - 1].name satisfies Answer;
    const response = await answer.mutateAsync({
      data: {
        idSeccion,
        respuestaInterna,
        ...(comentario.trim() && { comentario: comentario.trim() }),
      },
    });
    notifySuccess(response);
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="encuesta">
      <Typography id="encuesta" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {survey.title}
      </Typography>
      <Controller
        control={form.control}
        name="rating"
        rules={{ validate: (value) => (value === null ? survey.required : true) }}
        render={({ field, fieldState }) => (
          <div>
            <Typography sx={{ mb: 1 }}>{survey.question}</Typography>
            <Rating
              variant="emoji"
              label={survey.question}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
            {fieldState.error && (
              <FormHelperText error role="alert">
                {fieldState.error.message}
              </FormHelperText>
            )}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="comentario"
        render={({ field }) => (
          <TextArea
            label={survey.comment}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            rows={3}
            maxLength={500}
          />
        )}
      />
      <div>
        <Button type="submit" loading={answer.isPending}>
          {survey.send}
        </Button>
      </div>
    </Stack>
  );
}
