/** spec §9: the emoji picker shows 7 emoji per line. */
export const EMOJIS_PER_ROW = 7;

/** The cell an arrow, Home or End key moves to from `index`, or null for other keys. */
export function moveInGrid(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + EMOJIS_PER_ROW < count ? index + EMOJIS_PER_ROW : index;
    case 'ArrowUp':
      return index >= EMOJIS_PER_ROW ? index - EMOJIS_PER_ROW : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
