import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatFileSize, type AttachedFile } from '@/lib/files';
import { fileInputTexts } from '../texts';

interface AttachedFileListProps {
  files: readonly AttachedFile[];
  disabled: boolean;
  onRemove: (index: number) => void;
}

/** The attached files, each with its size and a remove button. */
export default function AttachedFileList({ files, disabled, onRemove }: AttachedFileListProps) {
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={fileInputTexts.attached}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {files.map((file, index) => (
        <Box
          component="li"
          key={`${file.name}-${index}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}
        >
          <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatFileSize(file.size)}
          </Typography>
          <IconButton
            size="small"
            aria-label={fileInputTexts.remove(file.name)}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
