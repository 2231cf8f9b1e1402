import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsdomStyleCache, removeInsertedStyles } from './jsdomStyleCache';

const renderBox = (sx: Record<string, string>) =>
  render(
    <CacheProvider value={jsdomStyleCache}>
      <Box sx={sx}>caja</Box>
    </CacheProvider>,
  );

const styleOf = (sx: Record<string, string>) => {
  renderBox(sx);
  return getComputedStyle(screen.getByText('caja'));
};

describe('jsdomStyleCache', () => {
  it('keeps what decides whether an element is shown or takes the pointer', () => {
    const style = styleOf({ display: 'none', visibility: 'hidden', opacity: '0.5' });
    expect(style.display).toBe('none');
    expect(style.visibility).toBe('hidden');
    expect(style.opacity).toBe('0.5');
    expect(screen.queryByText('caja')).not.toBeVisible();
  });

  it('keeps pointer-events, which user-event checks before a click', () => {
    expect(styleOf({ pointerEvents: 'none' }).pointerEvents).toBe('none');
  });

  it('drops the rest of a rule, and a rule left empty is not inserted', () => {
    const before = jsdomStyleCache.sheet.tags.length;
    const style = styleOf({ color: 'rgb(255, 0, 0)', maxWidth: '321px' });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.maxWidth).not.toBe('321px');
    expect(jsdomStyleCache.sheet.tags).toHaveLength(before);
  });

  it('takes every rule out between test files, and inserts a rule again when next used', () => {
    const { unmount } = renderBox({ display: 'none' });
    expect(jsdomStyleCache.sheet.tags.length).toBeGreaterThan(0);
    unmount();
    removeInsertedStyles();
    expect(jsdomStyleCache.sheet.tags).toHaveLength(0);
    expect(styleOf({ display: 'none' }).display).toBe('none');
  });
});
