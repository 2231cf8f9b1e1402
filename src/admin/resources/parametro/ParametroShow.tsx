import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { texts } from './texts';

/** One parameter, by its key. */
export default function ParametroShow() {
  return (
    <Show title={texts.title}>
      <SimpleShowLayout>
        <TextField source="clave" label={texts.clave} />
        <TextField source="valor" label={texts.valor} />
        <TextField source="valor2" label={texts.valor2} emptyText="—" />
        <TextField source="descripcion" label={texts.descripcion} />
        <TextField source="marca" label={texts.marca} />
      </SimpleShowLayout>
    </Show>
  );
}
