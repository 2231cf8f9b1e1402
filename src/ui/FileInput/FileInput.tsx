import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { acceptAttribute, parseExtensions, type AttachedFile } from '@/lib/files';
import { fileInputTexts } from '../texts';
import AttachedFileList from './AttachedFileList';
import ReadingStatus from './ReadingStatus';
import { useAttachFiles } from './useAttachFiles';

/** spec §9: at most two attachments. */
export const MAX_FILES = 2;

export interface FileInputProps {
  /** Field label, shown above the picker. */
  label: string;
  /** The attached files (at most one unless `multiple`). */
  value: readonly AttachedFile[];
  /** Receives the whole new list after each accepted pick or removal. */
  onChange: (files: AttachedFile[]) => void;
  /** Allows several files, up to `maxFiles`. @default false */
  multiple?: boolean;
  /** Minimum number of files in multiple mode. @default 0 */
  minFiles?: number;
  /** Maximum number of files in multiple mode; beyond it a toast warns. @default 2 */
  maxFiles?: number;
  /** Allowed extensions as a comma list, e.g. 'pdf,png' (any case); empty allows all. @default '' */
  extensions?: string;
  /** Maximum size of each file in bytes. @default undefined (no limit) */
  maxSize?: number;
  /** Minimum width in px of png, jpg, jpeg and svg images. @default undefined */
  minWidth?: number;
  /** Maximum width in px of images. @default undefined */
  maxWidth?: number;
  /** Minimum height in px of images. @default undefined */
  minHeight?: number;
  /** Maximum height in px of images. @default undefined */
  maxHeight?: number;
  /** A file (or `minFiles` files) must be attached. @default false */
  required?: boolean;
  /** Shows errors before the user touched the field, e.g. after submitting. @default false */
  showErrors?: boolean;
  /**
   * A message decided outside (a form hook, the server); replaces the own count rule, while a
   * refused pick still says why. @default undefined
   */
  error?: string | null;
  /** @default false */
  disabled?: boolean;
  /** Text of the picker button. @default 'Seleccionar archivo' */
  buttonText?: string;
  /** Shown under the field while there is no error. @default undefined */
  helperText?: string;
  /**
   * The formats and size come from a configuration (a procedure's requirement): errors use spec
   * §5's alternative wording, 'El archivo no tiene el formato PDF, JPG establecido' and 'El
   * archivo supera el peso establecido'. @default false
   */
  configured?: boolean;
}

/** spec §5: what makes the attached list itself invalid (format and size are checked on pick). */
export function attachedFilesError(
  files: readonly AttachedFile[],
  { multiple = false, minFiles = 0, required = false } = {},
): string | null {
  // A single field is filled once its file has a name; a multiple one once it holds enough files.
  const missing = multiple
    ? files.length < Math.max(minFiles, required ? 1 : 0)
    : required && !files[0]?.name;
  return missing ? fileInputTexts.required : null;
}

/** Attaches files as data URLs after checking format, size, measures, count and duplicates. */
export default function FileInput(props: FileInputProps) {
  const { label, value, onChange, multiple = false, minFiles = 0, maxFiles = MAX_FILES } = props;
  const { required = false, disabled = false, buttonText = fileInputTexts.pick } = props;
  const extensions = parseExtensions(props.extensions ?? '');
  const { maxSize, minWidth, maxWidth, minHeight, maxHeight, configured } = props;
  const rules = { extensions, maxSize, minWidth, maxWidth, minHeight, maxHeight, configured };
  const { reading, rejection, attach, clearRejection } = useAttachFiles({
    value,
    onChange,
    multiple,
    maxFiles,
    rules,
  });
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [labelId, buttonId, helperId] = [`${id}-label`, `${id}-button`, `${id}-helper`];

  const listError = attachedFilesError(value, { multiple, minFiles, required });
  const ownError = touched || props.showErrors ? (rejection?.message ?? listError) : null;
  // A rejection exists only after a pick, so it has been touched.
  const error = props.error === undefined ? ownError : (rejection?.message ?? props.error);

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Reset so that picking the same file again still fires a change.
    event.target.value = '';
    setTouched(true);
    void attach(picked);
  }

  function remove(index: number) {
    setTouched(true);
    clearRejection();
    onChange(value.filter((_, position) => position !== index));
  }

  return (
    <Box role="group" aria-labelledby={labelId} aria-busy={reading} sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        onClick={() => !reading && inputRef.current?.click()}
        onBlur={() => setTouched(true)}
        aria-labelledby={`${buttonId} ${labelId}`}
        aria-describedby={helperId}
      >
        <span id={buttonId}>{buttonText}</span>
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={acceptAttribute(extensions)}
        multiple={multiple}
        disabled={disabled}
        onChange={handlePick}
      />
      {reading && <ReadingStatus />}
      <AttachedFileList files={value} disabled={disabled} onRemove={remove} />
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? props.helperText}
        {error && rejection?.hint && (
          <Box component="span" sx={{ display: 'block' }}>
            {rejection.hint}
          </Box>
        )}
      </FormHelperText>
    </Box>
  );
}
