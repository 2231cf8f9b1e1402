import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DevelopmentNav from './DevelopmentNav';
import { texts } from './texts';

/** A development line page's title, what it shows, and the way to its two sibling pages. */
export default function DevelopmentHeader({
  page,
  intro,
}: {
  page: keyof typeof texts.pages;
  intro: string;
}) {
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {texts.pages[page]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      <DevelopmentNav current={page} />
    </Box>
  );
}
