import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import { Box, Stack, Typography, alpha } from '@mui/material';
import type { ReactNode } from 'react';
import { navColors } from '../../../app/theme.ts';
import { PRODUCT_NAME, pitch } from '../messages.ts';

const FEATURE_ICONS: Record<(typeof pitch.features)[number]['key'], ReactNode> = {
  planning: <CalendarMonthOutlined fontSize="small" />,
  hygiene: <ThermostatOutlined fontSize="small" />,
  stock: <Inventory2Outlined fontSize="small" />,
  accounting: <CalculateOutlined fontSize="small" />,
  till: <PointOfSaleOutlined fontSize="small" />,
};

function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={(theme) => ({
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: inverted ? theme.palette.primary.main : theme.palette.primary.contrastText,
          bgcolor: inverted ? theme.palette.common.white : theme.palette.primary.main,
        })}
      >
        <RestaurantMenuRounded />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 700,
          letterSpacing: '-0.01em',
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Stack>
  );
}

/**
 * The product pitch (docs/areas/platform.md#the-product: planning, hygiene, stock, accounting and
 * till in one place).
 */
function PitchPanel() {
  return (
    <Box
      component="aside"
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 6,
        p: { md: 6, lg: 8 },
        color: theme.palette.common.white,
        position: 'relative',
        overflow: 'hidden',
        // The navigation rail's ink fading into the brand blue, so the public pages match the app.
        background: `linear-gradient(155deg, ${navColors.background} 0%, ${theme.palette.primary.dark} 55%, ${theme.palette.primary.main} 100%)`,
        // Two soft discs give the panel depth without an image to download on the first screen.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          background: alpha(theme.palette.common.white, 0.07),
          pointerEvents: 'none',
        },
        '&::before': { width: 520, height: 520, top: -180, right: -200 },
        '&::after': { width: 360, height: 360, bottom: -160, left: -120 },
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <Brand inverted />
      </Box>

      <Box sx={{ position: 'relative', maxWidth: 520 }}>
        <Typography
          variant="overline"
          sx={{ opacity: 0.8, letterSpacing: '0.12em', fontWeight: 600 }}
        >
          {pitch.eyebrow}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { md: '2.25rem', lg: '2.75rem' },
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            mt: 1,
            mb: 2,
          }}
        >
          {pitch.title}
        </Typography>
        <Typography sx={{ opacity: 0.85, fontSize: '1.05rem', mb: 5 }}>{pitch.subtitle}</Typography>

        <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pitch.features.map((feature) => (
            <Stack
              key={feature.key}
              component="li"
              direction="row"
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
            >
              <Box
                sx={(theme) => ({
                  flex: 'none',
                  width: 36,
                  height: 36,
                  borderRadius: 1.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: alpha(theme.palette.common.white, 0.14),
                  border: `1px solid ${alpha(theme.palette.common.white, 0.2)}`,
                })}
              >
                {FEATURE_ICONS[feature.key]}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600, lineHeight: 1.4 }}>{feature.title}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.8 }}>
                  {feature.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>

      <Typography variant="body2" sx={{ position: 'relative', opacity: 0.75 }}>
        {pitch.footer}
      </Typography>
    </Box>
  );
}

/** The two-column frame of the public pages: the pitch on the left, the page's card on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        bgcolor: 'background.default',
      }}
    >
      <PitchPanel />
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' }, alignSelf: 'center', mb: 4 }}>
          <Brand />
        </Box>
        {children}
      </Box>
    </Box>
  );
}
