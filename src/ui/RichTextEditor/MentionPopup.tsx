import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { layers, useLayer } from '../theme';
import { richTextTexts } from '../texts';
import type { MentionPopupState } from './mentionSuggestion';

interface MentionPopupProps {
  state: MentionPopupState;
  /** The list's id; option n is `${id}-n`, the editor points at the active one. */
  id: string;
  onSelect: (index: number) => void;
}

/** The people matching the '@' query; the editor keeps focus and its arrow keys move here. */
export default function MentionPopup({
  state: { items, active, anchor },
  id,
  onSelect,
}: MentionPopupProps) {
  const zIndex = useLayer(layers.popover);
  if (!anchor) return null;
  const anchorEl = { getBoundingClientRect: () => anchor() ?? new DOMRect() };
  return (
    <Popper open anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex }}>
      <Paper
        component="ul"
        id={id}
        role="listbox"
        aria-label={richTextTexts.mentionList}
        elevation={4}
        sx={{ m: 0, p: 0.5, listStyle: 'none', minWidth: 200, maxHeight: 256, overflowY: 'auto' }}
      >
        {items.map((item, index) => (
          <Typography
            key={item.id}
            component="li"
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the editor must keep focus and its selection.
            onMouseDown={(event) => {
              event.preventDefault();
              onSelect(index);
            }}
            sx={{
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              '&[aria-selected="true"], &:hover': { bgcolor: 'action.selected' },
            }}
          >
            {item.label}
          </Typography>
        ))}
      </Paper>
    </Popper>
  );
}
