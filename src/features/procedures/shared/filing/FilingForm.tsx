import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  useObtenerMatriculasTramite,
  useValidarRequisitosTramite,
} from '@generated/main/endpoints/tramite/tramite';
import type { AudienciaTramite, Solicitud, TipoTramite } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { useLeavePageConfirmation } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { SmsCodeModal } from '@/ui/SmsCodeModal';
import { texts } from '../../texts';
import Eligibility from './Eligibility';
import type { FilingValues } from './filingValues';
import RequirementField from './RequirementField';
import { useFileRequest } from './useFileRequest';

interface FilingFormProps {
  tipo: TipoTramite;
  audience: AudienciaTramite;
  onFiled: (solicitud: Solicitud) => void;
}

/** The filing form of a type: enrolment, eligibility, its fields and files, then the SMS code. */
export default function FilingForm({ tipo, audience, onFiled }: FilingFormProps) {
  const student = audience !== 'DOCENTE';
  const enrolments = useObtenerMatriculasTramite(
    { audiencia: audience === 'EXTENSION' ? 'EXTENSION' : 'CARRERA' },
    { query: { enabled: student } },
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const capitalize = useCapitalizeName();
  const idMatricula = student ? (chosen ?? enrolments.data?.results[0]?.idMatricula ?? null) : null;
  const eligibility = useValidarRequisitosTramite({ mutation: { meta: { silentError: true } } });
  const { mutate: checkRules } = eligibility;
  useEffect(() => {
    if (student && idMatricula === null) return;
    checkRules({ data: { idTipoTramite: tipo.idTipoTramite, idMatricula } });
  }, [checkRules, tipo.idTipoTramite, idMatricula, student]);
  const rules = eligibility.data?.results.reglas ?? [];
  const eligible = eligibility.data?.results.cumple ?? false;

  const form = useCampusForm<FilingValues>({
    defaultValues: { campos: {}, adjuntos: {}, comentario: '' },
  });
  // Filed: the detail opens once the page no longer guards the running submission.
  const [filed, setFiled] = useState<Solicitud | null>(null);
  const filing = useFileRequest(tipo, idMatricula, form, setFiled);
  const onSubmit = useSubmit(form, filing.submit);
  const leaveWarning = useLeavePageConfirmation(filing.busy && !filed, texts.leaveWarning);
  // Once per filed request: the page's callback changes with each of its renders (the filing's
  // invalidations re-render it), and running again on those opened the detail and toasted twice.
  const announceFiled = useEffectEvent(onFiled);
  useEffect(() => {
    if (filed) announceFiled(filed);
  }, [filed]);
  const submitted = form.formState.isSubmitted;
  const filled = tipo.requisitos.filter((requisito) => requisito.tipo !== 'REGLA');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label={tipo.nombre}>
        <Typography component="h2" variant="h6">
          {texts.eligibility}
        </Typography>
        {student && (enrolments.data?.results.length ?? 0) > 1 && (
          <Select
            label={texts.enrolment}
            options={(enrolments.data?.results ?? []).map((e) => ({
              id: e.idMatricula,
              description: `${capitalize(e.programa)} · ${capitalize(e.sede)} (${e.codigo})`,
            }))}
            value={idMatricula}
            onChange={(id) => setChosen(id === null ? null : Number(id))}
          />
        )}
        {rules.length > 0 && <Eligibility rules={rules} />}
        {filled.map((requisito) => (
          <RequirementField
            key={requisito.idRequisito}
            requisito={requisito}
            control={form.control}
            idMatricula={idMatricula}
            submitted={submitted}
          />
        ))}
        <FormTextArea
          control={form.control}
          name="comentario"
          label={texts.commentOptional}
          maxLength={500}
        />
        {filing.progress !== null && (
          <Stack spacing={0.5}>
            <Typography variant="body2">{texts.uploading(filing.progress)}</Typography>
            <LinearProgress
              variant="determinate"
              value={filing.progress}
              aria-label={texts.uploading(filing.progress)}
            />
          </Stack>
        )}
        <div>
          <Button type="submit" loading={filing.busy} disabled={!eligible}>
            {filing.busy ? texts.submitting : texts.submit}
          </Button>
        </div>
      </Stack>
      <SmsCodeModal
        open={filing.sms.open}
        title={texts.smsTitle}
        description={filing.sms.phone ? texts.smsSent(filing.sms.phone) : undefined}
        error={filing.sms.wrong}
        onValid={(code) => void filing.sms.confirm(code)}
        onResend={() => void filing.sms.resend()}
        onClose={filing.sms.close}
      />
      {leaveWarning}
    </Paper>
  );
}
