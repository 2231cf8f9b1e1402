import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListarTiposTramite } from '@generated/main/endpoints/tramite/tramite';
import type { AudienciaTramite, TipoTramiteResumen } from '@generated/main/model';
import { formatMoney } from '@/lib/dates';
import { CardGrid } from '@/ui/CardGrid';
import { foldText } from '@/lib/text';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { texts } from '../texts';

interface CatalogueProps {
  audience: AudienciaTramite;
  /** Where choosing a type leads (its TUPA entry and form). */
  hrefOf: (tipo: TipoTramiteResumen) => string;
}

/** The procedures a requester can start, searchable by name and description. */
export default function Catalogue({ audience, hrefOf }: CatalogueProps) {
  const { data, isPending, isError, refetch } = useListarTiposTramite({ audiencia: audience });
  const [search, setSearch] = useState('');
  if (isPending) return <Skeleton variant="rectangular" height={240} />;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button variant="text" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.loadFailed}
      </Alert>
    );
  }
  const query = foldText(search.trim());
  const types = data.results.filter((tipo) =>
    foldText(`${tipo.nombre} ${tipo.descripcion}`).includes(query),
  );
  return (
    <Stack spacing={2}>
      <TextField label={texts.search} type="search" value={search} onChange={setSearch} />
      {types.length === 0 && <Typography>{texts.noTypes}</Typography>}
      <CardGrid
        label={texts.catalogueLabel}
        columns={{ xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
      >
        {types.map((tipo) => (
          <li key={tipo.idTipoTramite}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={hrefOf(tipo)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {tipo.nombre}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {tipo.descripcion}
                  </Typography>
                  <Typography variant="body2">
                    {`${tipo.costo > 0 ? formatMoney(tipo.costo) : texts.free} · ${texts.businessDays(tipo.diasHabiles)} · ${tipo.modalidad === 'AUTOMATICO' ? texts.automatic : texts.manual}`}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Stack>
  );
}
