import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import {
  useActualizarPublicacion,
  useCrearPublicacion,
} from '@generated/main/endpoints/publicacion/publicacion';
import type { Publicacion } from '@generated/main/model';
import type { AttachedFile } from '@/lib/files';
import { attachedToFile } from '@/lib/files';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { isApiError, notifySuccess } from '@/lib/http';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import {
  FormCheckboxGroup,
  FormDatePicker,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
} from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
import { texts } from '../../texts';
import MediaFields from './MediaFields';
import { advancedRule, asValidator, canPin, pinEndRule, startRule } from './postFormRules';
import { emptyPost, payloadOf, valuesOf, type PostFormValues } from './postFormValues';
import { useAudienceChoices } from './useAudienceChoices';

const t = texts.form;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// The API's names for two fields the form splits in its own way.
const FIELD_OF_ERROR: Record<string, keyof PostFormValues> = {
  imagenPublicacion: 'imagen',
  archivoPublicacion: 'documento',
};

interface PostFormDialogProps {
  /** The post being edited; null creates one. */
  post: Publicacion | null;
  onClose: () => void;
}

/**
 * spec §4, §5: the post form, in a modal loaded only when opened. Every rule is checked as the
 * user goes and again by the API; a failed save keeps everything and can be sent again; one
 * click, one post.
 */
export default function PostFormDialog({ post, onClose }: PostFormDialogProps) {
  const [openedAt] = useState(() => Date.now());
  const form = useCampusForm<PostFormValues>({
    // A new post starts now unless scheduled (spec §5: to the minute).
    defaultValues: post
      ? valuesOf(post)
      : {
          ...emptyPost(),
          fechaInicial: new Date(Math.floor(openedAt / MINUTE) * MINUTE).toISOString(),
        },
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as PostFormValues;
  const choices = useAudienceChoices(values);
  const permissions = usePermissions();
  const [done, setDone] = useState(false);
  const uploaded = useRef(new Map<string, number>());
  const create = useCrearPublicacion({ mutation: { meta: { silentError: true } } });
  // One post per dialog: a double click or a retry after a lost answer publishes it once.
  const claveIdempotencia = useIdempotencyKey();
  const update = useActualizarPublicacion({ mutation: { meta: { silentError: true } } });

  // When editing, the start may go back to the earlier of creation and schedule (spec §5).
  const earliest = post
    ? Math.min(Date.parse(post.fechaCreacion), Date.parse(post.fechaPublicacionProgramada))
    : openedAt;
  const rights = {
    students: permissions.includes('FJPUBALU') && choices.base?.puedeFijarAlumnos === true,
    graduates: permissions.includes('FJPUBALU') && choices.base?.canGraduateSet === true,
    teachers: permissions.includes('FJPUBDOC') && choices.base?.puedeFijarDocentes === true,
  };
  const pinnable = canPin(values.idAudiencias ?? [], rights);

  async function upload(
    files: readonly AttachedFile[],
    tipo: 'IMAGEN_PUBLICACION' | 'DOCUMENTO_PUBLICACION',
  ) {
    const [file] = files;
    if (!file) return null;
    const key = `${tipo}:${file.name}:${file.size}:${file.file.length}`;
    const known = uploaded.current.get(key);
    if (known) return known;
    const { results } = await subirArchivo({ archivo: attachedToFile(file), tipo });
    uploaded.current.set(key, results.idArchivo);
    return results.idArchivo;
  }

  function showErrors(error: unknown) {
    if (!isApiError(error)) {
      toast.show({ type: 'error', detail: t.uploadFailed });
      return;
    }
    const fields = new Set(Object.keys(emptyPost()));
    let placed = 0;
    for (const [name, messages] of Object.entries(error.errors ?? {})) {
      const field = FIELD_OF_ERROR[name] ?? name;
      if (!fields.has(field) || !messages[0]) continue;
      form.setError(
        field as keyof PostFormValues,
        { type: 'server', message: messages[0] },
        {
          shouldFocus: placed === 0,
        },
      );
      placed += 1;
    }
    if (!placed) toast.show({ type: 'error', detail: error.messagePublic ?? t.uploadFailed });
  }

  const onSubmit = useSubmit(form, async (submitted) => {
    try {
      const imagen =
        submitted.opcion === 'FOTO'
          ? ((await upload(submitted.imagen, 'IMAGEN_PUBLICACION')) ??
            submitted.imagenActual?.id ??
            null)
          : null;
      const documento = submitted.existeDocumento
        ? ((await upload(submitted.documento, 'DOCUMENTO_PUBLICACION')) ??
          submitted.documentoActual?.id ??
          null)
        : null;
      const data = payloadOf(submitted, { imagen, documento });
      // A new post left to start 'now' starts when it is sent, not when the form was opened.
      const now = Math.floor(Date.now() / MINUTE) * MINUTE;
      if (!post && data.fechaInicial && Date.parse(data.fechaInicial) < now) {
        data.fechaInicial = new Date(now).toISOString();
      }
      const response = post
        ? await update.mutateAsync({ data: { ...data, id: post.idPublicacion } })
        : await create.mutateAsync({ data: { ...data, claveIdempotencia } });
      setDone(true);
      notifySuccess(response);
      onClose();
    } catch (error) {
      showErrors(error);
      throw error;
    }
  });

  const saving = form.formState.isSubmitting;
  const invalid = !form.formState.isValid;
  const minPinEnd = values.fechaInicial ?? new Date(openedAt).toISOString();
  // Closing with unsaved input asks first; a saved post closes at once (onClose above).
  const discardGuard = useDiscardGuard(form.formState.isDirty && !done, onClose);

  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={post ? t.editTitle : t.createTitle}
        variant="questionnaire"
        fullScreenOnMobile
        actions={
          <>
            {/* spec §5: Publicar waits for a valid form; a field untouched yet says nothing,
                so this says why the button cannot be pressed. */}
            {invalid && !done && (
              <Typography id="post-form-hint" variant="body2" sx={{ mr: 'auto' }}>
                {t.publishHint}
              </Typography>
            )}
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={saving}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              form="post-form"
              loading={saving}
              disabled={invalid || done}
              aria-describedby={invalid && !done ? 'post-form-hint' : undefined}
            >
              {done ? t.published : t.publish}
            </Button>
          </>
        }
      >
        <Stack component="form" id="post-form" noValidate onSubmit={onSubmit} spacing={2.5}>
          <MediaFields control={form.control} values={values} />
          {/* Publicar stays disabled while the form is invalid, so no submit would reveal a
            message: each field speaks as soon as it is wrong. */}
          <FormSelect
            control={form.control}
            name="idAreaEncargada"
            required
            showErrors
            label={t.area}
            options={(choices.base?.areas ?? []).map((area) => ({
              id: area.id,
              description: area.nombre,
            }))}
          />
          <FormCheckboxGroup
            control={form.control}
            name="idAudiencias"
            required
            showErrors
            label={t.audience}
            row
            items={(choices.base?.audiencias ?? []).map((audience) => ({
              id: audience.id,
              text: audience.nombre,
            }))}
            onChange={(chosen) => {
              if (!canPin(chosen, rights)) form.setValue('esFijada', false);
            }}
          />
          <FormMultiSelect
            control={form.control}
            name="idDivisiones"
            required
            showErrors
            label={t.division}
            options={choices.divisions}
          />
          <FormDatePicker
            control={form.control}
            name="fechaInicial"
            rules={[asValidator((value) => startRule(value, earliest))]}
            showErrors
            label={t.start}
            minDate={earliest}
            disabledWeekdays={[]}
          />
          <FormSwitch
            control={form.control}
            name="esFijada"
            label={t.pin}
            description={pinnable ? undefined : t.pinOff}
            disabled={!pinnable}
          />
          {values.esFijada && pinnable && (
            <FormDatePicker
              control={form.control}
              name="fechaFinalFijada"
              rules={(all) => [asValidator((value) => pinEndRule(value, all.fechaInicial))]}
              showErrors
              label={t.pinEnd}
              minDate={minPinEnd}
              maxDate={Date.parse(minPinEnd) + 7 * DAY}
              disabledWeekdays={[]}
            />
          )}
          <FormSwitch
            control={form.control}
            name="existeFiltroAvanzado"
            rules={(all) => [asValidator(() => advancedRule(all))]}
            showErrors
            label={t.advanced}
            description={t.advancedHelp}
          />
          {values.existeFiltroAvanzado && (
            <Stack spacing={2}>
              {(
                [
                  ['idSedes', t.campuses, choices.campuses],
                  ['idProgramas', t.programmes, choices.programmes],
                  ['idPeriodos', t.periods, choices.periods],
                  ['idProductos', t.products, choices.products],
                  ['idModulos', t.modules, choices.base?.ciclos ?? []],
                ] as const
              ).map(([name, label, options]) => (
                <FormMultiSelect
                  key={name}
                  control={form.control}
                  name={name}
                  // At least one filter value once the advanced filter is on.
                  deps={['existeFiltroAvanzado']}
                  label={label}
                  options={options}
                />
              ))}
            </Stack>
          )}
          <Typography role="status" variant="body2" color="text.secondary">
            {choices.audienceSize === null
              ? t.audienceUnknown
              : t.audienceSize(choices.audienceSize)}
          </Typography>
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
