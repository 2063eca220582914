import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { EmptyState } from './EmptyState.tsx';

/** Any path the router does not know, inside the shell. */
export function NotFound() {
  return (
    <EmptyState
      icon={<SearchOffOutlined />}
      title="Page introuvable"
      titleComponent="h1"
      description="L'adresse demandée ne correspond à aucune page du back-office."
      action={
        <Button component={RouterLink} to="/" variant="contained">
          Retour au tableau de bord
        </Button>
      }
    />
  );
}
