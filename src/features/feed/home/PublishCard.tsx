import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

/** spec §2: the 'Crear publicación' card of collaborators who hold CONFPUBL. */
export default function PublishCard({ onCreate }: { onCreate: () => void }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {texts.home.publishTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.home.publishPrompt}
            </Typography>
          </Stack>
          <Button onClick={onCreate}>{texts.home.publishButton}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
