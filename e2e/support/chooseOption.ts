import type { Locator } from '@playwright/test';
import { atRest } from './atRest';

/**
 * Opens the select `combobox` (by a click, or by Enter where a phone's emulated touch would not
 * open MUI's select on a click) and clicks `option` once its list has grown in: in a flake
 * report's run Playwright found an option 'stable' at 166 x 22 px, the size MUI's Grow starts
 * from, clicked its middle as it grew, and the list stayed open with nothing chosen.
 */
export async function chooseOption(
  combobox: Locator,
  option: Locator,
  openWith: 'click' | 'Enter' = 'click',
) {
  await (openWith === 'click' ? combobox.click() : combobox.press('Enter'));
  await option.waitFor();
  await atRest(combobox.page());
  await option.click();
}
