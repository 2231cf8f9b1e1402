import InsertEmoticon from '@mui/icons-material/InsertEmoticon';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Popper from '@mui/material/Popper';
import { MenuButton } from 'mui-tiptap';
import { useId, useState } from 'react';
import { layers, useLayer } from '../theme';
import { richTextTexts } from '../texts';
import EmojiGrid from './EmojiGrid';

interface EmojiPickerProps {
  /** Receives the chosen emoji. */
  onSelect: (emoji: string) => void;
  /** @default false */
  disabled?: boolean;
}

/** The toolbar button that opens the emoji grid above everything, modals included. */
export default function EmojiPicker({ onSelect, disabled = false }: EmojiPickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const zIndex = useLayer(layers.emojiPicker);
  const gridId = useId();
  const close = () => {
    anchor?.focus();
    setAnchor(null);
  };
  return (
    <>
      <MenuButton
        tooltipLabel={richTextTexts.toolbar.emoji}
        IconComponent={InsertEmoticon}
        disabled={disabled}
        selected={Boolean(anchor)}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? gridId : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      />
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="bottom-start" sx={{ zIndex }}>
        <ClickAwayListener onClickAway={() => setAnchor(null)}>
          <div>
            <EmojiGrid
              id={gridId}
              onClose={close}
              onSelect={(emoji) => {
                setAnchor(null);
                onSelect(emoji);
              }}
            />
          </div>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
