import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { texts } from './texts';

/** 'Volver al inicio': the home page, whoever is signed in. */
export default function HomeButton() {
  return (
    <Button component={RouterLink} to="/" variant="contained">
      {texts.backHome}
    </Button>
  );
}
