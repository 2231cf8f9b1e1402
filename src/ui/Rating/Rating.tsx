import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useControlled } from '@mui/material/utils';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { ratingTexts } from '../texts';
import { EMOJI_SCALE } from './emojiScale';
import RatingCircle from './RatingCircle';

/** spec §9: circles 16 px apart, 12 px on screens narrower than sm (576 px). */
export const CIRCLE_GAP = 16;
export const CIRCLE_GAP_NARROW = 12;

export interface RatingProps {
  /** Names the group for screen readers, e.g. the survey question. @default 'Calificación' */
  label?: string;
  /** Chosen value (1 to the scale) when controlled, null for none; pair it with `onChange`. */
  value?: number | null;
  /** Value chosen at first when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the chosen value (1-based). */
  onChange?: (value: number) => void;
  /** `numbers`: circles numbered 1 to `scale`; `emoji`: the five-face survey scale (SVG faces). @default 'numbers' */
  variant?: 'numbers' | 'emoji';
  /** How many numbered circles (ignored by the emoji scale, always five). @default 5 */
  scale?: number;
  /** No choice possible, dimmed and out of the tab order. @default false */
  disabled?: boolean;
  /** Shows the value, focusable, but choosing does nothing. @default false */
  readOnly?: boolean;
  /** Form name of the radios. @default a generated unique name */
  name?: string;
}

/** Rating circles as a radio group: Tab enters it, arrow keys move and choose. */
export default function Rating({
  label = ratingTexts.label,
  value: valueProp,
  defaultValue = null,
  onChange,
  variant = 'numbers',
  scale = 5,
  disabled = false,
  readOnly = false,
  name: nameProp,
}: RatingProps) {
  const [value, setValue] = useControlled({
    controlled: valueProp,
    default: defaultValue,
    name: 'Rating',
    state: 'value',
  });
  const generatedName = useId();
  const name = nameProp ?? generatedName;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const options =
    variant === 'emoji'
      ? EMOJI_SCALE.map(({ Icon, label: caption }, index) => ({
          value: index + 1,
          label: caption,
          face: <Icon fontSize="inherit" />,
          caption,
        }))
      : Array.from({ length: scale }, (_, index) => ({
          value: index + 1,
          label: ratingTexts.circle(index + 1, scale),
          face: <>{index + 1}</>,
          caption: undefined,
        }));

  const choose = (next: number) => {
    if (readOnly) return;
    setValue(next);
    onChange?.(next);
  };

  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-readonly={readOnly || undefined}
      aria-disabled={disabled || undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: `${narrow ? CIRCLE_GAP_NARROW : CIRCLE_GAP}px`,
      }}
    >
      {options.map((option) => (
        <RatingCircle
          key={option.value}
          face={option.face}
          caption={option.caption}
          emoji={variant === 'emoji'}
          disabled={disabled}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            aria-label={option.label}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => choose(option.value)}
            style={visuallyHidden}
          />
        </RatingCircle>
      ))}
    </Box>
  );
}
