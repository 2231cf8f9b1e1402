import Box from '@mui/material/Box';
import type { AttachedFile } from '@/lib/files';
import { fileInputTexts } from '../texts';
import FileRow from './FileRow';

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
        <FileRow
          key={`${file.name}-${index}`}
          component="li"
          name={file.name}
          size={file.size}
          disabled={disabled}
          onRemove={() => onRemove(index)}
        />
      ))}
    </Box>
  );
}
