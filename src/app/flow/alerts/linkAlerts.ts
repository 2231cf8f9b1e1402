import { formatDate } from '@/lib/dates';
import { paths } from '@/routes';
import { texts } from '../texts';

/** The facts the demo API documents for these alerts (TareaFlujo.detalle). */
export interface LinkAlertFacts {
  ultimoCambio?: string;
  programa?: string;
  fechaLimite?: string;
  vencida?: boolean;
  celular?: string;
}

export interface LinkAlertCopy {
  title: string;
  text: string;
  action: string;
  href: string;
}

const ces =
  (copy: { title: string; text: (programa: string, fecha: string) => string }) =>
  (facts: LinkAlertFacts): LinkAlertCopy => ({
    title: copy.title,
    text: copy.text(facts.programa ?? '', formatDate(facts.fechaLimite ?? '')),
    action: texts.ces.action,
    href: paths.subir_documentos.getHref(),
  });

/**
 * spec §4's alerts resolved on a page of their own: what each says from its facts, and where its
 * action leads (the payments and the study certificate pages are built by their own issue).
 */
export const LINK_ALERTS: Readonly<Record<string, (facts: LinkAlertFacts) => LinkAlertCopy>> = {
  cambiarClave: (facts) => ({
    title: texts.password.title,
    text: texts.password.text(formatDate(facts.ultimoCambio ?? '')),
    action: texts.password.action,
    href: paths.actualizar_clave.getHref(),
  }),
  AlertaCesVigenteSec: ces(texts.ces.pending),
  AlertaCesUltimoCiclo: ces(texts.ces.lastCycle),
  AlertaCesVencidoSec: ces(texts.ces.late),
  AlertaCesEgresado: (facts) => ({
    title: texts.ces.graduate.title,
    text: texts.ces.graduate.text(facts.programa ?? ''),
    action: texts.ces.action,
    href: paths.subir_documentos.getHref(),
  }),
  deudas: (facts) => ({
    title: texts.debts.title,
    text: facts.vencida ? texts.debts.overdue : texts.debts.dueSoon,
    action: texts.debts.action,
    href: paths.estudiantes_pagos.getHref(),
  }),
  verificarCelular: (facts) => ({
    title: texts.phone.title,
    text: texts.phone.text(facts.celular ?? ''),
    action: texts.phone.action,
    href: paths.actualizar_telefono.getHref(),
  }),
  certificadoEstudios: (facts) => ({
    title: texts.certificate.title,
    text: texts.certificate.text(facts.programa ?? ''),
    action: texts.certificate.action,
    href: paths.certificado_estudios.getHref(),
  }),
};
