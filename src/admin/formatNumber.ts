// Built on first use: Intl's locale data costs a few ms (see src/ui/theme/muiLocale.ts).
let counts: Intl.NumberFormat | undefined;
let shares: Intl.NumberFormat | undefined;
let decimals: Intl.NumberFormat | undefined;

/** A count as Peru writes it, e.g. 1,200. */
export const formatCount = (value: number) =>
  (counts ??= new Intl.NumberFormat('es-PE')).format(value);

/** A number with at most one decimal, e.g. 2.5 (days). */
export const formatDecimal = (value: number) =>
  (decimals ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 })).format(value);

/** A percentage of 0 to 100 with at most one decimal, e.g. 66.7 %. */
export const formatPercent = (value: number) =>
  `${(shares ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 })).format(value)} %`;
