import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { richTextTexts } from '../texts';
import { EMOJIS_PER_ROW, moveInGrid } from './gridKeys';
import { EMOJIS } from './emojis';

interface EmojiGridProps {
  id: string;
  onSelect: (emoji: string) => void;
  /** Escape or Tab: the picker closes and focus goes back to its button. */
  onClose: () => void;
}

/** The emoji, 7 per line (spec §9), one tab stop moved with the arrow keys, Home and End. */
export default function EmojiGrid({ id, onSelect, onClose }: EmojiGridProps) {
  const [current, setCurrent] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    cells.current[0]?.focus({ preventScroll: true });
  }, []);

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
      return;
    }
    const next = moveInGrid(event.key, index, EMOJIS.length);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    cells.current[next]?.focus();
  };

  return (
    <Paper
      id={id}
      role="group"
      aria-label={richTextTexts.emojiList}
      elevation={4}
      sx={{ p: 1, display: 'grid', gridTemplateColumns: `repeat(${EMOJIS_PER_ROW}, 40px)` }}
    >
      {EMOJIS.map(({ emoji, name }, index) => (
        <ButtonBase
          key={name}
          ref={(element) => {
            cells.current[index] = element;
          }}
          aria-label={name}
          tabIndex={index === current ? 0 : -1}
          onKeyDown={(event) => handleKeyDown(event, index)}
          onClick={() => onSelect(emoji)}
          sx={{
            height: 40,
            borderRadius: 1,
            fontSize: 22,
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
          }}
        >
          {emoji}
        </ButtonBase>
      ))}
    </Paper>
  );
}
