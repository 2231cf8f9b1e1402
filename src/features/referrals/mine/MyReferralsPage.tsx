import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import ReferralForm from './ReferralForm';
import ReferralsList from './ReferralsList';

const t = texts.mine;

/** /estudiantes/servicios/mis-referidos: refer a friend and follow the referrals made. */
export default function MyReferralsPage() {
  // Each referral made mounts a fresh form: empty fields and a new idempotency key.
  const [formRound, setFormRound] = useState(0);
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 1000, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro}>
        <RouterLink href={paths.estudiantes_ver_referidos.getHref()}>{t.rulesLink}</RouterLink>
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ReferralForm key={formRound} onRegistered={() => setFormRound((round) => round + 1)} />
      </Paper>
      <Stack component="section" spacing={2} aria-labelledby="tus-referidos">
        <Typography id="tus-referidos" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t.listTitle}
        </Typography>
        <ReferralsList />
      </Stack>
    </Stack>
  );
}
