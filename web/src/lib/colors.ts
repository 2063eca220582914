import { darken, getContrastRatio } from '@mui/material/styles';

/**
 * `color` darkened by steps until white text on it reads at 4.5:1 (WCAG AA for text under 18 px):
 * a job's colour chosen in its dialog stays recognisable behind the shift's white times.
 */
export function readableBehindWhite(color: string): string {
  let shade = color;
  for (let step = 1; step <= 10 && getContrastRatio('#fff', shade) < 4.5; step++) {
    shade = darken(color, step * 0.08);
  }
  return shade;
}
