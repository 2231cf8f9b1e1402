import Stack from '@mui/material/Stack';
import {
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
 * carries `?codigo=`, verified as the page opens) or a sworn statement's. The answer shows only
 * what the document states.
 */
export default function VerificationPage({ kind }: VerificationPageProps) {
  const [params] = useSearchParams();
  const fromAddress = params.get('codigo')?.slice(0, 20) ?? '';
  const certificate = useVerificarCertificado({ mutation: { meta: { silentError: true } } });
  const statement = useValidarDeclaracionJurada({ mutation: { meta: { silentError: true } } });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const form = useCampusForm<{ codigo: string }>({ defaultValues: { codigo: fromAddress } });

  const verify = async (codigo: string) => {
    setAnswer(null);
    const data = { codigo: codigo.trim() };
    try {
      setAnswer(
        kind === 'certificate'
          ? { kind, result: (await certificate.mutateAsync({ data })).results }
          : { kind, result: (await statement.mutateAsync({ data })).results },
      );
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
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
        <div>
          <Button type="submit" loading={certificate.isPending || statement.isPending}>
            {t.submit}
          </Button>
        </div>
      </Stack>
      {answer && <VerificationAnswer {...answerProps(answer)} />}
      <RouterLink href={publicPaths.login.getHref()}>{t.login}</RouterLink>
    </PublicCard>
  );
}
