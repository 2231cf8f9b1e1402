import type { Control } from 'react-hook-form';
import { FormFile, FormRadio, FormSwitch, FormTextArea, FormTextField } from '@/ui/Form';
import { texts } from '../../texts';
import {
  asValidator,
  buttonRule,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  textRule,
  TEXT_MAX,
  videoRule,
} from './postFormRules';
import type { PostFormValues } from './postFormValues';

const t = texts.form;
const TEXT_RULES = [asValidator(textRule)];
const VIDEO_RULES = [asValidator(videoRule)];
const BUTTON_RULES = [asValidator(buttonRule)];
const MEDIA_OPTIONS = (['NINGUNO', 'FOTO', 'VIDEO'] as const).map((id) => ({
  id,
  text: t.mediaOptions[id],
}));

interface MediaFieldsProps {
  control: Control<PostFormValues>;
  values: PostFormValues;
}

/**
 * The post's text, its photo or video, and its document with the button's text (spec §5). Like
 * the rest of the post form, each field speaks as soon as it is wrong (`showErrors`); a field
 * shown only for one option is checked only while shown.
 */
export default function MediaFields({ control, values }: MediaFieldsProps) {
  return (
    <>
      <FormTextArea
        control={control}
        name="descripcion"
        required
        rules={TEXT_RULES}
        showErrors
        label={t.text}
        rows={4}
        maxLength={TEXT_MAX}
      />
      <FormRadio control={control} name="opcion" label={t.media} row options={MEDIA_OPTIONS} />
      {values.opcion === 'FOTO' && (
        <FormFile
          control={control}
          name="imagen"
          required={values.imagenActual === null}
          showErrors
          label={t.photo}
          extensions={IMAGE_EXTENSIONS}
          maxSize={IMAGE_MAX_BYTES}
          helperText={values.imagenActual ? t.currentFile(values.imagenActual.nombre) : t.photoHelp}
        />
      )}
      {values.opcion === 'VIDEO' && (
        <FormTextField
          control={control}
          name="rutaVideo"
          required
          rules={VIDEO_RULES}
          showErrors
          label={t.video}
          type="url"
          helperText={t.videoHelp}
        />
      )}
      <FormSwitch control={control} name="existeDocumento" label={t.document} />
      {values.existeDocumento && (
        <>
          <FormFile
            control={control}
            name="documento"
            required={values.documentoActual === null}
            showErrors
            label={t.documentFile}
            extensions={DOCUMENT_EXTENSIONS}
            maxSize={DOCUMENT_MAX_BYTES}
            helperText={
              values.documentoActual ? t.currentFile(values.documentoActual.nombre) : t.documentHelp
            }
          />
          <FormTextField
            control={control}
            name="textoBotonDocumento"
            required
            rules={BUTTON_RULES}
            showErrors
            label={t.button}
          />
        </>
      )}
    </>
  );
}
