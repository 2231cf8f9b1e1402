import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import { useEnviarSmsTramite } from '@generated/main/endpoints/tramite/tramite';
import { useRegistrarSolicitudTramite } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { RegistrarSolicitudRequest, Solicitud, TipoTramite } from '@generated/main/model';
import { attachedToFile, type AttachedFile } from '@/lib/files';
import { useIdempotencyKey } from '@/lib/forms';
import { isApiError, type ServiceRequestInit } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { FilingValues } from './filingValues';

type Payload = Omit<RegistrarSolicitudRequest, 'codigoSms'>;

const fileKey = (file: AttachedFile) => `${file.name}:${file.size}:${file.file.length}`;

/**
 * Files a request: uploads its files (once each, however many times the send is retried), asks
 * for the SMS code when the type needs it, and sends it all under one idempotency key, so a
 * double click or a retry after a lost answer files one request. A 400 lands under its fields.
 */
export function useFileRequest(
  tipo: TipoTramite,
  idMatricula: number | null,
  form: UseFormReturn<FilingValues>,
  onFiled: (solicitud: Solicitud) => void,
) {
  const key = useIdempotencyKey();
  const uploaded = useRef(new Map<string, number>());
  const waiting = useRef<Payload | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sms, setSms] = useState({ open: false, phone: '', wrong: false });
  const register = useRegistrarSolicitudTramite({ mutation: { meta: { silentError: true } } });
  const sendCode = useEnviarSmsTramite({ mutation: { meta: { silentError: true } } });

  async function upload(files: readonly AttachedFile[]) {
    const ids: number[] = [];
    for (const file of files) {
      const known = uploaded.current.get(fileKey(file));
      if (known) {
        ids.push(known);
        continue;
      }
      const options: ServiceRequestInit = {
        onUploadProgress: ({ percent }) => setProgress(percent),
      };
      const { results } = await subirArchivo(
        { archivo: attachedToFile(file), tipo: 'ADJUNTO_TRAMITE' },
        options,
      );
      uploaded.current.set(fileKey(file), results.idArchivo);
      ids.push(results.idArchivo);
    }
    return ids;
  }

  function showErrors(error: unknown) {
    if (!isApiError(error)) {
      toast.show({ type: 'error', detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    let placed = 0;
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      if (!/^(campos|adjuntos)\.\d+$/.test(field) || !messages[0]) continue;
      form.setError(
        field as `campos.${string}`,
        { type: 'server', message: messages[0] },
        {
          shouldFocus: placed === 0,
        },
      );
      placed += 1;
    }
    const rest = Object.entries(error.errors ?? {}).filter(
      ([field]) => !/^(campos|adjuntos)\./.test(field),
    );
    const detail = rest[0]?.[1][0] ?? (placed ? null : error.messagePublic);
    if (detail) toast.show({ type: 'error', detail });
  }

  async function file(payload: Payload, codigoSms: string | null) {
    try {
      const { results } = await register.mutateAsync({ data: { ...payload, codigoSms } });
      setSms({ open: false, phone: '', wrong: false });
      onFiled(results);
    } catch (error) {
      if (isApiError(error) && error.errors?.codigoSms) {
        setSms((current) => ({ ...current, wrong: true }));
        return;
      }
      setSms({ open: false, phone: '', wrong: false });
      showErrors(error);
    }
  }

  async function askCode() {
    try {
      const { results } = await sendCode.mutateAsync({
        data: { idTipoTramite: tipo.idTipoTramite },
      });
      setSms({ open: true, phone: results.celular, wrong: false });
    } catch (error) {
      // A code sent under a minute ago is still good: ask for it.
      if (isApiError(error) && error.status === 429) setSms((s) => ({ ...s, open: true }));
      else showErrors(error);
    }
  }

  async function submit(values: FilingValues) {
    try {
      const adjuntos = [];
      for (const [id, files] of Object.entries(values.adjuntos)) {
        if (files?.length)
          adjuntos.push({ idRequisito: Number(id), idArchivos: await upload(files) });
      }
      const payload: Payload = {
        claveIdempotencia: key,
        idTipoTramite: tipo.idTipoTramite,
        idMatricula,
        campos: Object.entries(values.campos)
          .filter(([, valor]) => valor?.trim())
          .map(([id, valor]) => ({ idRequisito: Number(id), valor: valor.trim() })),
        adjuntos,
        comentario: values.comentario.trim() || null,
      };
      if (tipo.pideSms) {
        waiting.current = payload;
        await askCode();
      } else {
        await file(payload, null);
      }
    } catch (error) {
      showErrors(error);
    } finally {
      setProgress(null);
    }
  }

  return {
    submit,
    progress,
    busy: progress !== null || register.isPending || sendCode.isPending,
    sms: {
      ...sms,
      confirm: (code: string) => waiting.current && file(waiting.current, code),
      resend: () => askCode(),
      close: () => setSms({ open: false, phone: '', wrong: false }),
    },
  };
}
