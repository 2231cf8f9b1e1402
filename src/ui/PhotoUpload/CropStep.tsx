import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageDimensions, type Dimensions } from '@/lib/files';
import { Loader } from '../Loader';
import { photoUploadTexts } from '../texts';
import { centredCrop, clampCrop, cropRect, panCrop, photoPlacement } from './cropMath';
import { MAX_ZOOM, MIN_ZOOM, type Crop, type CropRect } from './cropMath';

/** Side in screen pixels of the square the user frames the photo in. */
export const VIEWPORT = 240;
const PAN_STEP = 10;
const ZOOM_STEP = 0.1;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
};

interface CropStepProps {
  src: string;
  /** True while the crop is being drawn. */
  busy: boolean;
  onConfirm: (rect: CropRect) => void;
  onCancel: () => void;
  /** The file could not be decoded as an image. */
  onUnreadable: () => void;
}

/** Frames the photo in a square: drag or arrow keys to move it, slider or +/- to zoom. */
export default function CropStep({ src, busy, onConfirm, onCancel, onUnreadable }: CropStepProps) {
  const [image, setImage] = useState<Dimensions | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [helpId, zoomId] = [useId(), useId()];

  useEffect(() => {
    let live = true;
    imageDimensions(src).then(
      (dimensions) => {
        if (!live) return;
        setImage(dimensions);
        setCrop(centredCrop(dimensions));
        areaRef.current?.focus();
      },
      () => live && onUnreadable(),
    );
    return () => {
      live = false;
    };
  }, [src, onUnreadable]);

  const pan = (dx: number, dy: number) =>
    setCrop((current) => current && image && panCrop(image, current, dx, dy, VIEWPORT));
  const zoomTo = (zoom: number) =>
    setCrop((current) => current && image && clampCrop(image, { ...current, zoom }));

  function handleKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (move) pan(...move);
    else if (crop && (event.key === '+' || event.key === '=')) zoomTo(crop.zoom + ZOOM_STEP);
    else if (crop && event.key === '-') zoomTo(crop.zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function handlePointerMove(event: PointerEvent) {
    if (!drag.current) return;
    pan(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  const placement = image && crop ? photoPlacement(image, crop, VIEWPORT) : null;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: VIEWPORT }}>
      <Box
        ref={areaRef}
        role="application"
        aria-label={photoUploadTexts.cropArea}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        sx={{
          position: 'relative',
          width: VIEWPORT,
          height: VIEWPORT,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'action.hover',
          cursor: 'grab',
          touchAction: 'none',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {placement ? (
          <Box
            component="img"
            src={src}
            alt=""
            draggable={false}
            style={placement}
            sx={{
              position: 'absolute',
              maxWidth: 'none',
              userSelect: 'none',
              pointerEvents: 'none',
            }}
          />
        ) : (
          <Loader label={photoUploadTexts.loading} />
        )}
        {/* Shades what falls outside the round photo the campus shows. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            boxShadow: '0 0 0 999px rgba(0, 0, 0, 0.45)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Typography id={helpId} variant="caption" color="text.secondary">
        {photoUploadTexts.cropHelp}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
        <Typography id={zoomId} variant="body2">
          {photoUploadTexts.zoom}
        </Typography>
        <Slider
          aria-labelledby={zoomId}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={crop?.zoom ?? MIN_ZOOM}
          disabled={!crop}
          getAriaValueText={(zoom) => `${Math.round(zoom * 100)} %`}
          onChange={(_, zoom) => zoomTo(zoom)}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!image || !crop || busy}
          onClick={() => image && crop && onConfirm(cropRect(image, crop))}
        >
          {photoUploadTexts.crop}
        </Button>
        <Button onClick={onCancel}>{photoUploadTexts.cancel}</Button>
      </Stack>
    </Stack>
  );
}
