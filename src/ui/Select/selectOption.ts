/** One choice of a Select. */
export interface SelectOption {
  id: string | number;
  /** The text shown and searched. */
  description: string;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Survey scales paint each option; the text turns black or white to stay readable. */
  backgroundColor?: string;
}

export type SelectValue = SelectOption['id'] | null;
