import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useObtenerDesafioVerificacion,
  useValidarDeclaracionJurada,
  useVerificarCertificado,
} from '@generated/main/endpoints/verificacion/verificacion';
import type {
  ValidacionDeclaracionResponseResults,
  VerificacionCertificadoResponseResults,
} from '@generated/main/model';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { challengeRefusal, useProofOfWork } from '@/lib/proofOfWork';
import { formatDate } from '@/lib/dates';
import { maxLength, required } from '@/lib/validation';
import { publicPaths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormTextField } from '@/ui/Form';
import { PublicCard } from '@/ui/PublicCard';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import VerificationAnswer from './VerificationAnswer';

const t = texts.verify;
const CODE_RULES = [required(), maxLength(20)];

type Answer =
  | { kind: 'certificate'; result: VerificacionCertificadoResponseResults }
  | { kind: 'statement'; result: ValidacionDeclaracionResponseResults };

/** What the answer shows: only what the document states. */
function answerProps(answer: Answer) {
  if (answer.kind === 'certificate') {
    const { estado, certificado: c } = answer.result;
    return {
      estado,
      copy: t.certificate,
      revokedAt: c?.revocadoEn ?? null,
      items:
        c &&
        ([
          [t.code, c.codigo],
          [t.certificate.holder, c.titular],
          [t.certificate.document, c.documento],
          [t.certificate.programme, c.programa],
          [t.certificate.credits, c.creditosAprobados],
          [t.issued, formatDate(c.emitidoEn)],
        ] as const),
    };
  }
  const { estado, declaracion: d } = answer.result;
  return {
    estado,
    copy: t.statement,
    revokedAt: d?.revocadoEn ?? null,
    items:
      d &&
      ([
        [t.code, d.codigo],
        [t.statement.holder, d.declarante],
        [t.statement.subject, d.asunto],
        [t.issued, formatDate(d.emitidoEn)],
      ] as const),
  };
}

interface VerificationPageProps {
  /** /verificarconstanciasycertificados or /validar/declaracionjurada. */
  kind: 'certificate' | 'statement';
}

/**
 * A public verification by code, without a session: a certificate's (the address of its QR code
 * carries `?codigo=`, verified as the page opens) or a sworn statement's. Each verification
 * first does a proof of work in the browser (issue 55: about a second on a phone, nothing to
 * answer). The answer shows only what the document states, the person by their initials.
 */
export default function VerificationPage({ kind }: VerificationPageProps) {
  const [params] = useSearchParams();
  const fromAddress = params.get('codigo')?.slice(0, 20) ?? '';
  const certificate = useVerificarCertificado({ mutation: { meta: { silentError: true } } });
  const statement = useValidarDeclaracionJurada({ mutation: { meta: { silentError: true } } });
  const challenge = useObtenerDesafioVerificacion({ mutation: { meta: { silentError: true } } });
  const proof = useProofOfWork(challenge.mutateAsync);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useCampusForm<{ codigo: string }>({ defaultValues: { codigo: fromAddress } });

  const verify = async (codigo: string) => {
    setAnswer(null);
    setRefusal(null);
    try {
      const data = { codigo: codigo.trim(), desafio: await proof.solve() };
      setAnswer(
        kind === 'certificate'
          ? { kind, result: (await certificate.mutateAsync({ data })).results }
          : { kind, result: (await statement.mutateAsync({ data })).results },
      );
    } catch (error) {
      const refused = challengeRefusal(error, t.checkFailed);
      if (refused) setRefusal(refused);
      else if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  };
  const submit = useSubmit(form, ({ codigo }) => verify(codigo));
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !fromAddress) return;
    opened.current = true;
    verify(fromAddress).catch(() => undefined);
    // Once, as the page opens from a QR code's address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = kind === 'certificate' ? t.certificate : t.statement;
  return (
    <PublicCard title={copy.title} intro={copy.intro}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={copy.title}>
        <FormTextField
          control={form.control}
          name="codigo"
          rules={CODE_RULES}
          label={t.code}
          helperText={t.codeHint}
          maxLength={20}
          autoComplete="off"
        />
        {refusal && (
          <Typography color="error" role="alert">
            {refusal}
          </Typography>
        )}
        {/* Always there, so that screen readers hear the status change as the work starts. */}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            type="submit"
            loading={proof.solving || certificate.isPending || statement.isPending}
          >
            {t.submit}
          </Button>
          <Typography role="status">{proof.solving ? t.checking : ''}</Typography>
        </Stack>
      </Stack>
      {answer && <VerificationAnswer {...answerProps(answer)} />}
      <RouterLink href={publicPaths.login.getHref()}>{t.login}</RouterLink>
    </PublicCard>
  );
}
