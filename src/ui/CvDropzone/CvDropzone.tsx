import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { acceptAttribute } from '@/lib/files';
import FileRow from '../FileInput/FileRow';
import { cvDropzoneTexts } from '../texts';
import { CV_EXTENSIONS, cvProblem } from './cvRules';

export interface CvDropzoneProps {
  /** Receives the accepted CV, or null when it is cleared or refused. @default undefined */
  onChange?: (file: File | null) => void;
  /** A CV already chosen, e.g. to show it read-only. @default null */
  defaultValue?: File | null;
  /** Names the field. @default 'Curriculum Vitae' */
  label?: string;
  /** Ignores drops and clicks and greys the zone out. @default false */
  disabled?: boolean;
  /** Ignores drops and clicks but keeps the chosen file readable. @default false */
  readOnly?: boolean;
}

/** Drop or choose a CV (.doc, .docx, .pdf up to 5 MB); a refused file offers a retry. */
export default function CvDropzone(props: CvDropzoneProps) {
  const { onChange, label = cvDropzoneTexts.label, disabled = false, readOnly = false } = props;
  const [file, setFile] = useState<File | null>(props.defaultValue ?? null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef<File | null>(null);
  const [labelId, hintId] = [useId(), useId()];
  const inert = disabled || readOnly;

  async function choose(chosen: File | undefined) {
    if (!chosen || inert) return;
    latest.current = chosen;
    setFile(chosen);
    setError(null);
    onChange?.(null);
    const problem = await cvProblem(chosen);
    // A file chosen meanwhile wins: this answer is about one no longer shown.
    if (latest.current !== chosen) return;
    setError(problem);
    onChange?.(problem ? null : chosen);
  }

  function clear() {
    latest.current = null;
    setFile(null);
    setError(null);
    onChange?.(null);
  }

  // Drops are always taken here, so a refused drop never makes the browser open the file.
  function handleDrag(event: DragEvent) {
    event.preventDefault();
    setDragging(!inert && event.type !== 'dragleave');
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    void choose(event.target.files?.[0]);
    event.target.value = '';
  }

  return (
    <Stack
      role="group"
      aria-labelledby={labelId}
      spacing={1}
      onDragEnter={handleDrag}
      onDragOver={handleDrag}
      onDragLeave={handleDrag}
      onDrop={handleDrop}
      sx={{ width: '100%', maxWidth: 420 }}
    >
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <ButtonBase
        disabled={disabled}
        aria-disabled={inert || undefined}
        aria-describedby={hintId}
        onClick={() => !inert && inputRef.current?.click()}
        sx={{
          flexDirection: 'column',
          gap: 1,
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          color: inert ? 'text.disabled' : 'text.primary',
          cursor: inert ? 'default' : 'pointer',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadFileIcon color={inert ? 'disabled' : 'primary'} aria-hidden />
        <Typography variant="body2">{cvDropzoneTexts.zone}</Typography>
      </ButtonBase>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {cvDropzoneTexts.formats}
      </Typography>
      {file && (
        <FileRow name={file.name} size={file.size} onRemove={error || inert ? undefined : clear} />
      )}
      {error && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            {error}
          </FormHelperText>
          <Button size="small" onClick={clear}>
            {cvDropzoneTexts.retry}
          </Button>
        </Box>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={acceptAttribute(CV_EXTENSIONS)}
        disabled={inert}
        onChange={handlePick}
      />
    </Stack>
  );
}
