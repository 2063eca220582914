import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageHeader } from './PageHeader.tsx';
import { SubmitButton } from './SubmitButton.tsx';

interface FormPageProps {
  title: string;
  /** A line under the title (the edited record's name). */
  subtitle?: ReactNode;
  /** Where the page comes from: the link above the title, and where 'Annuler' goes. */
  back: { to: string; label: string };
  cancelLabel?: string;
  /** The submit button's label, and while the save runs. */
  submitLabel: string;
  submittingLabel: string;
  /** A refused save's message that belongs to no field. */
  formError?: string | undefined;
  submitting: boolean;
  /** The form cannot be sent yet (the article form's required choices). */
  submitDisabled?: boolean;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** The form's sections (FormSection), top to bottom. */
  children: ReactNode;
}

/**
 * A create/edit form on its own page (a restaurant today; suppliers, articles and purchase orders
 * next): back link, title, the server's refusal, the sections, then Cancel / Save. With useDialogForm
 * for the form: `<FormPage {...content} ...>`. On a phone the buttons stick to the bottom of the
 * screen, so a long form never hides them below the keyboard or the fold.
 */
export function FormPage({
  title,
  subtitle,
  back,
  cancelLabel = 'Annuler',
  submitLabel,
  submittingLabel,
  formError,
  submitting,
  submitDisabled = false,
  onSubmit,
  children,
}: FormPageProps) {
  return (
    <>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<ArrowBack />}
        color="inherit"
        size="small"
        sx={{ mb: 1, ml: -1 }}
      >
        {back.label}
      </Button>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        spacing={3}
        sx={{ maxWidth: 720 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        {children}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1.5,
            // On a phone: a bar at the bottom of the screen, over the content that scrolls.
            position: { xs: 'sticky', sm: 'static' },
            bottom: 0,
            zIndex: 1,
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            py: { xs: 1.5, sm: 0 },
            bgcolor: { xs: 'background.paper', sm: 'transparent' },
            borderTop: { xs: 1, sm: 0 },
            borderColor: 'divider',
          }}
        >
          <Button component={RouterLink} to={back.to} color="inherit">
            {cancelLabel}
          </Button>
          <SubmitButton submitting={submitting} disabled={submitDisabled}>
            {submitting ? submittingLabel : submitLabel}
          </SubmitButton>
        </Box>
      </Stack>
    </>
  );
}

/** One card of a FormPage, with its heading when the form has several. */
export function FormSection({
  title,
  id,
  children,
}: {
  title?: string;
  /** The heading's id (for aria-labelledby), when there is a title. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={title ? id : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {title ? (
          <Typography id={id} variant="h3" component="h2" sx={{ mb: 2.5 }}>
            {title}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
