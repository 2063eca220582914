import { lazy } from 'react';
import type { Area } from '../../app/area.ts';
import { invitationPaths } from './urls.ts';

/** Accepting an invitation, signed out. */
export const area: Area = {
  layout: 'public',
  routes: [
    {
      path: invitationPaths.acceptInvitation,
      screen: lazy(() => import('./AcceptInvitationPage.tsx')),
    },
  ],
};
