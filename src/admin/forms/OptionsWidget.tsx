import type { WidgetProps } from '@rjsf/utils';
import { useListarOpciones } from '@generated/main/endpoints/segmento/segmento';

type Catalogo = Parameters<typeof useListarOpciones>[0];

/**
 * A select whose choices are an institute catalogue (brands, campuses, programmes, cycles) read
 * from the API: `'ui:widget': 'opciones', 'ui:options': { catalogo: 'sedes' }`. It draws with the
 * theme's own select, so labels, help and errors look like every other field.
 */
export default function OptionsWidget(props: WidgetProps) {
  const catalogo = props.options.catalogo as Catalogo;
  const { data = [], isPending } = useListarOpciones(catalogo);
  const { SelectWidget } = props.registry.widgets;
  const enumOptions = data.map((option) => ({ value: option.id, label: option.nombre }));
  return (
    <SelectWidget
      {...props}
      disabled={props.disabled || isPending}
      options={{ ...props.options, enumOptions }}
    />
  );
}
