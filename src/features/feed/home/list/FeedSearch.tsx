import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { texts } from '../../texts';

/**
 * spec §4, §5: Enter or the search icon searches again; the search is sent only when it is not
 * blank; clearing it reloads the whole feed.
 */
export default function FeedSearch({ onSearch }: { onSearch: (busqueda: string) => void }) {
  const [value, setValue] = useState('');
  const submit = () => {
    const trimmed = value.trim();
    if (trimmed) onSearch(trimmed);
  };
  const clear = () => {
    setValue('');
    onSearch('');
  };
  return (
    <form
      role="search"
      aria-label={texts.search.label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <OutlinedInput
        type="search"
        fullWidth
        size="small"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
        placeholder={texts.search.placeholder}
        inputProps={{ 'aria-label': texts.search.label, maxLength: 100 }}
        endAdornment={
          <InputAdornment position="end">
            {value && (
              <IconButton aria-label={texts.search.clear} onClick={clear} edge="end">
                <Clear />
              </IconButton>
            )}
            <IconButton aria-label={texts.search.submit} type="submit" edge="end">
              <Search />
            </IconButton>
          </InputAdornment>
        }
      />
    </form>
  );
}
