import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function BadgeusePage() {
  return <PendingScreen title="Badgeuse" />;
}
