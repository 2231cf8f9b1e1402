/** spec §9: "wide" starts above 768 px. */
export const WIDE_MIN_WIDTH = 769;

/** spec §9: collapse above 6 items and cut names at 24 characters on wide screens; 3 and 18 on narrow ones. */
export const breadcrumbLimits = (wide: boolean) =>
  wide ? { maxItems: 6, maxLength: 24 } : { maxItems: 3, maxLength: 18 };

/** The first `maxLength` characters and an ellipsis, or the whole name when it fits. */
export const truncateName = (name: string, maxLength: number): string =>
  name.length > maxLength ? `${name.slice(0, maxLength).trimEnd()}…` : name;
