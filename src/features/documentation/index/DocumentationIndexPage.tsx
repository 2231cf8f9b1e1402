import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { catalogueByTitle } from '../shared/catalogue';
import { paths } from '@/routes';
import { texts } from '../texts';

/** /documentacion: every component of the shared library, each linking to its page. */
export default function DocumentationIndexPage() {
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {texts.indexTitle}
      </Typography>
      <Typography color="text.secondary">{texts.indexIntro}</Typography>
      <nav aria-label={texts.listLabel}>
        <List sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {catalogueByTitle.map((entry) => (
            <li key={entry.slug}>
              <ListItemButton
                component={Link}
                to={paths.documentacion_componente.getHref({ component: entry.slug })}
                sx={{ border: 1, borderColor: 'divider', height: '100%' }}
              >
                <ListItemText primary={entry.title} secondary={entry.summary} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </nav>
    </Stack>
  );
}
