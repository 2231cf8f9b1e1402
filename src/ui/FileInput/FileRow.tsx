import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';
import { formatFileSize } from '@/lib/files';
import { fileInputTexts } from '../texts';

interface FileRowProps {
  name: string;
  /** Bytes, shown as 'n MB' or 'n KB'. */
  size: number;
  /** Removes the file; without it there is no remove button. */
  onRemove?: () => void;
  /** Keeps the remove button but greys it out. @default false */
  disabled?: boolean;
  /** `li` inside a list of files. @default 'div' */
  component?: ElementType;
}

/** One chosen file: its name (cut to one line), its size and a 'Quitar {name}' button. */
export default function FileRow({
  name,
  size,
  onRemove,
  disabled = false,
  component = 'div',
}: FileRowProps) {
  return (
    <Box
      component={component}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {formatFileSize(size)}
      </Typography>
      {onRemove && (
        <IconButton
          size="small"
          aria-label={fileInputTexts.remove(name)}
          disabled={disabled}
          onClick={onRemove}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
