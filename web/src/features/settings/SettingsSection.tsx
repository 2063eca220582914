import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of a settings tab: a titled group of fields (with its own save button). */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = `settings-${title
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {description}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2.5 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
