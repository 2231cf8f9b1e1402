import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page's title and what it asks of the student. */
export default function ProcessHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </Stack>
  );
}
