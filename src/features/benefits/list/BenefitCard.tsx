import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beneficio } from '@generated/main/model';
import { texts } from '../texts';

/** One agreement or discount: who offers it, what it gives and on what conditions. */
export default function BenefitCard({ benefit }: { benefit: Beneficio }) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {benefit.empresa}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {benefit.titulo}
        </Typography>
        <Typography>{benefit.beneficio}</Typography>
        <Typography variant="body2">
          <strong>{`${texts.conditions}: `}</strong>
          {benefit.condiciones}
        </Typography>
        {benefit.enlace && (
          <Link href={benefit.enlace} target="_blank" rel="noopener noreferrer">
            {texts.more(benefit.empresa)}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
