import Box from '@mui/material/Box';
import { PageHeader } from '@/ui/PageHeader';
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
    <PageHeader title={texts.pages[page]} intro={intro} spacing={0}>
      <Box sx={{ mt: 1.5 }}>
        <DevelopmentNav current={page} />
      </Box>
    </PageHeader>
  );
}
