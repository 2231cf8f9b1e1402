// Built on first use: Intl's locale data costs a few ms (see src/ui/theme/muiLocale.ts).
let counts: Intl.NumberFormat | undefined;

/** A count as Peru writes it, e.g. 1,200. */
export const formatCount = (value: number) =>
  (counts ??= new Intl.NumberFormat('es-PE')).format(value);
