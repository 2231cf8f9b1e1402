import MuiSkeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { loaderTexts } from '../texts';

/** spec §9: ten placeholders while a list is still empty, one while more items arrive. */
export const EMPTY_PLACEHOLDERS = 10;

export interface SkeletonProps {
  /** True while nothing has arrived yet: fills the space with ten rows. @default true */
  empty?: boolean;
  /** Height of each placeholder row in px. @default 48 */
  height?: number;
  /** `rounded` for rows and cards, `circular` for avatars, `text` for lines of text. @default 'rounded' */
  variant?: 'rounded' | 'rectangular' | 'circular' | 'text';
  /** Width of each row (CSS). @default '100%' */
  width?: number | string;
  /** Announced while loading. @default 'Cargando' */
  label?: string;
}

/** Placeholders shaped like the content on its way, announced once as a busy status. */
export default function Skeleton({
  empty = true,
  height = 48,
  variant = 'rounded',
  width = '100%',
  label = loaderTexts.label,
}: SkeletonProps) {
  const count = empty ? EMPTY_PLACEHOLDERS : 1;
  return (
    <Stack role="status" aria-label={label} aria-busy spacing={1} sx={{ width: '100%' }}>
      {Array.from({ length: count }, (_, index) => (
        <MuiSkeleton
          key={index}
          data-testid="skeleton-placeholder"
          variant={variant}
          height={height}
          width={variant === 'circular' ? height : width}
        />
      ))}
    </Stack>
  );
}
