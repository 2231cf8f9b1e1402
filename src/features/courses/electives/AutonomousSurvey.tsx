import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RespuestaEncuestaAutonomoRespuestaInterna as Answer } from '@generated/main/model';
import { useResponderEncuestaAutonomo } from '@generated/main/endpoints/cursos/cursos';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { FormRating, FormTextArea } from '@/ui/Form';
import { EMOJI_SCALE } from '@/ui/Rating';
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
      <div>
        <Typography sx={{ mb: 1 }}>{survey.question}</Typography>
        <FormRating
          control={form.control}
          name="rating"
          required={survey.required}
          variant="emoji"
          label={survey.question}
        />
      </div>
      <FormTextArea
        control={form.control}
        name="comentario"
        label={survey.comment}
        rows={3}
        maxLength={500}
      />
      <div>
        <Button type="submit" loading={answer.isPending}>
          {survey.send}
        </Button>
      </div>
    </Stack>
  );
}
