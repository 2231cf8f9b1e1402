import type { Palette } from '@mui/material/styles';

export type ProgressTone = 'red' | 'orange' | 'yellow' | 'green';

/** spec §9: red from 0 %, orange from 30 %, yellow from 60 %, green from 75 %. */
export function progressColor(percent: number): ProgressTone {
  if (percent >= 75) return 'green';
  if (percent >= 60) return 'yellow';
  if (percent >= 30) return 'orange';
  return 'red';
}

// The theme has no orange or yellow; these keep 3:1 against the surfaces (WCAG 1.4.11).
const extraTones = {
  light: { orange: '#c2410c', yellow: '#a16207' },
  dark: { orange: '#fdba74', yellow: '#fde047' },
} as const;

/** The fill colour of a tone in the current theme. */
export function toneColor(tone: ProgressTone, palette: Palette): string {
  if (tone === 'red') return palette.error.main;
  if (tone === 'green') return palette.success.main;
  return extraTones[palette.mode][tone];
}
