import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { FileInput } from '@/ui/FileInput';
import { Radio } from '@/ui/Radio';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { texts } from '../../texts';
import {
  buttonRule,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  textRule,
  TEXT_MAX,
  videoRule,
} from './postFormRules';
import type { MediaOption, PostFormValues } from './postFormValues';

const t = texts.form;
const REQUIRED = 'El campo es requerido.';

interface MediaFieldsProps {
  control: Control<PostFormValues>;
  values: PostFormValues;
}

/** The post's text, its photo or video, and its document with the button's text (spec §5). */
export default function MediaFields({ control, values }: MediaFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="descripcion"
        rules={{ validate: textRule }}
        render={({ field, fieldState }) => (
          <TextArea
            label={t.text}
            required
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            rows={4}
            maxLength={TEXT_MAX}
            error={fieldState.error?.message}
            showErrors={Boolean(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="opcion"
        render={({ field }) => (
          <Radio
            label={t.media}
            row
            options={(['NINGUNO', 'FOTO', 'VIDEO'] as const).map((id) => ({
              id,
              text: t.mediaOptions[id],
            }))}
            value={field.value}
            onChange={(id) => field.onChange(id as MediaOption)}
          />
        )}
      />
      {values.opcion === 'FOTO' && (
        <Controller
          control={control}
          name="imagen"
          rules={{
            validate: (files, all) =>
              all.opcion !== 'FOTO' || files.length > 0 || all.imagenActual !== null || REQUIRED,
          }}
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <FileInput
                label={t.photo}
                value={field.value}
                onChange={field.onChange}
                extensions={IMAGE_EXTENSIONS}
                maxSize={IMAGE_MAX_BYTES}
                required={values.imagenActual === null}
                showErrors={Boolean(fieldState.error)}
                helperText={
                  values.imagenActual ? t.currentFile(values.imagenActual.nombre) : t.photoHelp
                }
              />
              {fieldState.error && (
                <Typography variant="caption" color="error" role="alert">
                  {fieldState.error.message}
                </Typography>
              )}
            </Stack>
          )}
        />
      )}
      {values.opcion === 'VIDEO' && (
        <Controller
          control={control}
          name="rutaVideo"
          rules={{ validate: (value, all) => all.opcion !== 'VIDEO' || videoRule(value) }}
          render={({ field, fieldState }) => (
            <TextField
              label={t.video}
              required
              type="url"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              helperText={t.videoHelp}
              error={fieldState.error?.message}
              showErrors={Boolean(fieldState.error)}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="existeDocumento"
        render={({ field }) => (
          <Switch label={t.document} checked={field.value} onChange={field.onChange} />
        )}
      />
      {values.existeDocumento && (
        <>
          <Controller
            control={control}
            name="documento"
            rules={{
              validate: (files, all) =>
                !all.existeDocumento ||
                files.length > 0 ||
                all.documentoActual !== null ||
                REQUIRED,
            }}
            render={({ field, fieldState }) => (
              <Stack spacing={0.5}>
                <FileInput
                  label={t.documentFile}
                  value={field.value}
                  onChange={field.onChange}
                  extensions={DOCUMENT_EXTENSIONS}
                  maxSize={DOCUMENT_MAX_BYTES}
                  required={values.documentoActual === null}
                  showErrors={Boolean(fieldState.error)}
                  helperText={
                    values.documentoActual
                      ? t.currentFile(values.documentoActual.nombre)
                      : t.documentHelp
                  }
                />
                {fieldState.error && (
                  <Typography variant="caption" color="error" role="alert">
                    {fieldState.error.message}
                  </Typography>
                )}
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="textoBotonDocumento"
            rules={{ validate: (value, all) => !all.existeDocumento || buttonRule(value) }}
            render={({ field, fieldState }) => (
              <TextField
                label={t.button}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                showErrors={Boolean(fieldState.error)}
              />
            )}
          />
        </>
      )}
    </>
  );
}
