import Check from '@mui/icons-material/Check';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import { useAfterNextPaint } from '@/lib/scheduling';
import { layers, useLayer } from '../theme';
import { selectTexts } from '../texts';
import type { SelectOption } from './selectOption';

/** spec §9: the open list is at most 396 px high. */
export const SELECT_LIST_MAX_HEIGHT = 396;

/**
 * More than the list's 396 px show (48 px an option on a phone, fewer pixels on a desktop): the
 * panel answers the tap with these and the rest render in the task after its first paint. The
 * procedure tray's 28 types took 220 ms to their first paint at 4x CPU, twice rendered (the
 * search box's focus renders the list again) and laid out (issue 57).
 */
export const FIRST_PAINT_OPTIONS = 12;

/** The options the first paint shows: from the top, or around the chosen one the list scrolls to. */
function firstPaintWindow(options: readonly SelectOption[], selected: SelectOption | null) {
  const at = selected ? options.findIndex((option) => option.id === selected.id) : -1;
  const last = options.length - FIRST_PAINT_OPTIONS;
  const start = Math.max(0, Math.min(at - FIRST_PAINT_OPTIONS / 2, last));
  return options.slice(start, start + FIRST_PAINT_OPTIONS);
}

interface SelectListProps {
  /** Also the id of the panel the trigger controls (`${id}-panel`). */
  id: string;
  anchorEl: HTMLElement | null;
  options: readonly SelectOption[];
  selected: SelectOption | null;
  /** Text typed on the trigger before the list opened. */
  initialSearch: string;
  onPick: (option: SelectOption) => void;
  /** `returnFocus` when the user dismissed the list from inside it (Escape, Tab). */
  onClose: (returnFocus: boolean) => void;
}

// spec §9: the search ignores case and accents ('cancion' finds 'Canción').
const filterOptions = createFilterOptions<SelectOption>({
  stringify: (option) => option.description,
  ignoreAccents: true,
  ignoreCase: true,
});

// Survey options come painted: black or white text, whichever reads better (always >= 4.5:1).
const readableOn = (background: string, theme: Theme) => {
  const { black, white } = theme.palette.common;
  return getContrastRatio(background, black) >= getContrastRatio(background, white) ? black : white;
};

// Beats the list's hover and selected backgrounds, which would hide the option's colour.
const swatch = (background: string) => (theme: Theme) => ({
  '&&, &&.Mui-focused, &&[aria-selected="true"]': {
    bgcolor: background,
    color: readableOn(background, theme),
  },
});

// The opening trigger hands the focus to the search box (preventScroll: the panel is not placed yet).
const focusSearch = (input: HTMLInputElement | null) => input?.focus({ preventScroll: true });

// Autocomplete's own popup is replaced by the list's place inside our panel.
function InlinePopper({
  anchorEl: _anchor,
  open: _open,
  disablePortal: _portal,
  ...rest
}: PopperProps) {
  return <Box {...(rest as object)} />;
}

/** The open panel: a search box over the options, both driven by MUI's Autocomplete. */
export default function SelectList(props: SelectListProps) {
  const { id, anchorEl, options, selected, initialSearch, onPick, onClose } = props;
  const [search, setSearch] = useState(initialSearch);
  const zIndex = useLayer(layers.popover);
  const long = options.length > FIRST_PAINT_OPTIONS;
  const [painted] = useAfterNextPaint(long);
  const shown = long && !painted ? firstPaintWindow(options, selected) : options;
  const tabOut = (event: KeyboardEvent) => {
    // Back to the trigger: the browser's Tab then carries on from there, in page order.
    if (event.key === 'Tab') onClose(true);
  };
  return (
    <Popper open anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex }}>
      <Paper id={`${id}-panel`} elevation={8} sx={{ width: anchorEl?.clientWidth, mt: 0.5 }}>
        <Autocomplete
          open
          id={id}
          options={shown}
          value={selected}
          onChange={(_, option) => option && onPick(option)}
          // A click in the empty search box asks to toggle the list: it stays open.
          onClose={(_, reason) => reason !== 'toggleInput' && onClose(reason === 'escape')}
          inputValue={search}
          onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
          filterOptions={filterOptions}
          getOptionLabel={(option) => option.description}
          getOptionDisabled={(option) => Boolean(option.disabled)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={selectTexts.empty}
          slots={{ popper: InlinePopper }}
          slotProps={{
            paper: { elevation: 0, sx: { m: 0, bgcolor: 'transparent', borderRadius: 0 } },
            listbox: {
              sx: {
                maxHeight: SELECT_LIST_MAX_HEIGHT,
                '& .MuiAutocomplete-option.Mui-focusVisible': {
                  outline: '2px solid currentColor',
                  outlineOffset: -3,
                },
              },
            },
          }}
          renderInput={(params) => (
            <InputBase
              ref={params.slotProps.input.ref}
              inputProps={{ ...params.slotProps.htmlInput, onKeyDown: tabOut }}
              inputRef={focusSearch}
              fullWidth
              placeholder={selectTexts.search}
              aria-label={selectTexts.search}
              sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
            />
          )}
          renderOption={({ key, ...optionProps }, option, { selected: isSelected }) => (
            <Box
              component="li"
              key={key}
              {...optionProps}
              sx={option.backgroundColor ? swatch(option.backgroundColor) : undefined}
            >
              <Box component="span" sx={{ flex: 1 }}>
                {option.description}
              </Box>
              {isSelected && <Check fontSize="small" aria-hidden />}
            </Box>
          )}
        />
      </Paper>
    </Popper>
  );
}
