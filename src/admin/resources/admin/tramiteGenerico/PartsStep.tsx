import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from './texts';

export interface Part {
  id: number;
  name: string;
  detail: string;
  required: boolean;
}

interface PartsStepProps {
  parts: readonly Part[];
  empty: string;
  /** Absent on a published procedure: its parts are shown, not edited. */
  editable: boolean;
  editLabel: string;
  onEdit: (id: number) => void;
  /** The add buttons, one per kind of part. */
  adds: readonly { label: string; onClick: () => void }[];
}

/** Steps 3 and 4: a draft's questions or requirements in the order students meet them. */
export default function PartsStep({
  parts,
  empty,
  editable,
  editLabel,
  onEdit,
  adds,
}: PartsStepProps): ReactNode {
  return (
    <Stack spacing={1}>
      {parts.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {parts.map((part) => (
            <ListItem
              key={part.id}
              divider
              secondaryAction={
                editable && (
                  <IconButton
                    edge="end"
                    aria-label={`${editLabel} ${part.name}`}
                    onClick={() => onEdit(part.id)}
                  >
                    <EditIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={part.name}
                secondary={`${part.detail} · ${part.required ? texts.required : texts.optional}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editable && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {adds.map((add) => (
            <Button key={add.label} startIcon={<AddIcon />} onClick={add.onClick}>
              {add.label}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
