import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Perfil } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import InfoList from '../shared/InfoList';
import { texts } from '../texts';

const t = texts.personal;

/** What only the institute changes, read-only, and how to ask for a correction. */
export default function PersonalData({ perfil }: { perfil: Perfil }) {
  const capitalize = useCapitalizeName();
  const document =
    perfil.tipoDocumento && perfil.numeroDocumento
      ? `${perfil.tipoDocumento} ${perfil.numeroDocumento}`
      : t.none;
  return (
    <Stack spacing={2}>
      <InfoList
        items={[
          { label: t.names, value: capitalize(perfil.nombres) },
          {
            label: t.surnames,
            value: capitalize(`${perfil.apellidoPaterno} ${perfil.apellidoMaterno}`),
          },
          { label: t.code, value: perfil.codigoUsuario },
          { label: t.document, value: document },
          {
            label: t.programmes,
            value: perfil.programas.length ? perfil.programas.map(capitalize).join(' · ') : t.none,
          },
          { label: t.campus, value: perfil.sede ? capitalize(perfil.sede) : t.none },
          { label: t.institutionalEmail, value: perfil.institutionalEmail ?? t.none },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t.readOnly}
      </Typography>
      <div>
        <Button
          component={RouterLink}
          href={paths.estudiantes_tramites_estudios_nuevo.getHref()}
          variant="outlined"
          size="small"
        >
          {t.askCorrection}
        </Button>
      </div>
    </Stack>
  );
}
