import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from 'react-admin';
import type { ReporteOpcion } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { isNameFilter } from './reportNames';

interface BrandScopedSelectInputProps extends Omit<SelectInputProps, 'choices'> {
  source: string;
  options: readonly ReporteOpcion[];
}

/**
 * A filter whose choices belong to a brand (campuses, programmes): once a brand is chosen it
 * offers that brand's only, and drops a choice of another brand, which the report would refuse.
 * Campuses and programmes are named through CAPITALIZE_VARIABLES (spec §5).
 */
export default function BrandScopedSelectInput({ options, ...props }: BrandScopedSelectInputProps) {
  const watched = useWatch({ name: 'marca' }) as string | undefined;
  // The brand filter itself is never narrowed by its own choice.
  const brand = props.source === 'marca' ? undefined : watched;
  const chosen = useWatch({ name: props.source }) as unknown;
  const { setValue } = useFormContext();
  const capitalize = useCapitalizeName();
  const names = isNameFilter(props.source);
  const choices = useMemo(
    () =>
      options
        .filter((option) => !brand || !option.marca || option.marca === brand)
        .map((option) => ({
          id: option.id,
          name: names ? capitalize(option.nombre) : option.nombre,
        })),
    [options, brand, names, capitalize],
  );
  const stale = chosen !== undefined && chosen !== '' && !choices.some((c) => c.id === chosen);
  useEffect(() => {
    if (stale) setValue(props.source, '', { shouldDirty: true });
  }, [stale, props.source, setValue]);
  return <SelectInput {...props} choices={choices} />;
}
