import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  acceptAttribute,
  dataUrlSize,
  fileExtension,
  fileMatchesExtension,
  formatFileSize,
} from '@/lib/files';
import { readAsDataUrl, type AttachedFile } from '@/lib/files';
import { photoUploadTexts } from '../texts';
import CropStep from './CropStep';
import { cropImage, PHOTO_SIZE } from './cropImage';
import type { CropRect } from './cropMath';
import { PHOTO_EXTENSIONS, PHOTO_MAX_SIZE, photoError, photoMime } from './photoRules';

export interface PhotoUploadProps {
  /** The current photo, shown until a new one is cropped. @default undefined */
  src?: string;
  /** Receives the cropped 164 px photo as { file (data URL), name, ext, size }. @default undefined */
  onChange?: (photo: AttachedFile) => void;
  /** Maximum size of the chosen file in bytes. @default 5242880 (5 MB) */
  maxSize?: number;
  /** Names the field for screen readers and above the photo. @default 'Foto de perfil' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

type Step = 'pick' | 'crop' | 'finished';

/** spec §4 "Profile photo change": pick a jpg or png, crop it square, finished. */
export default function PhotoUpload(props: PhotoUploadProps) {
  const { src, onChange, maxSize = PHOTO_MAX_SIZE, label = photoUploadTexts.label } = props;
  const [step, setStep] = useState<Step>('pick');
  const [source, setSource] = useState<{ dataUrl: string; name: string } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const [labelId, helperId] = [useId(), useId()];

  // Back from cropping, keyboard users land on the button that started it.
  useEffect(() => {
    if (step !== 'crop' && returning.current) buttonRef.current?.focus();
    returning.current = false;
  }, [step]);

  const leaveCrop = useCallback((next: Step) => {
    returning.current = true;
    setSource(null);
    setStep(next);
  }, []);
  const unreadable = useCallback(() => {
    setError(photoUploadTexts.format);
    leaveCrop('pick');
  }, [leaveCrop]);

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem =
      photoError(file, maxSize) ??
      ((await fileMatchesExtension(file)) ? null : photoUploadTexts.format);
    setError(problem);
    if (problem) return;
    setSource({ dataUrl: await readAsDataUrl(file), name: file.name });
    setStep('crop');
  }

  async function confirm(rect: CropRect) {
    if (!source) return;
    setBusy(true);
    try {
      const cropped = await cropImage(source.dataUrl, rect, photoMime(source.name));
      setResult(cropped);
      leaveCrop('finished');
      const { name } = source;
      onChange?.({ file: cropped, name, ext: fileExtension(name), size: dataUrlSize(cropped) });
    } finally {
      setBusy(false);
    }
  }

  const shown = result ?? src;
  return (
    <Stack role="group" aria-labelledby={labelId} spacing={2} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {step === 'crop' && source ? (
        <CropStep
          src={source.dataUrl}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => leaveCrop(result ? 'finished' : 'pick')}
          onUnreadable={unreadable}
        />
      ) : (
        <>
          <Avatar
            src={shown}
            alt={result ? photoUploadTexts.cropped : photoUploadTexts.current}
            sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE }}
          >
            {!shown && <PersonIcon sx={{ fontSize: 96 }} aria-hidden />}
          </Avatar>
          <Button
            ref={buttonRef}
            variant={step === 'finished' ? 'outlined' : 'contained'}
            disabled={props.disabled}
            aria-describedby={helperId}
            onClick={() => inputRef.current?.click()}
          >
            {step === 'finished' ? photoUploadTexts.change : photoUploadTexts.pick}
          </Button>
          <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
            {error ?? photoUploadTexts.hint(formatFileSize(maxSize, true))}
          </FormHelperText>
        </>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={acceptAttribute(PHOTO_EXTENSIONS)}
        disabled={props.disabled}
        onChange={handlePick}
      />
    </Stack>
  );
}
