import { lazy } from 'react';
import type { Area } from '../../app/area.ts';
import { authUrls } from './urls.ts';

/** Signing in and creating a chain, signed out; each page is a chunk of its own. */
export const area: Area = {
  layout: 'public',
  routes: [
    { path: authUrls.login, screen: lazy(() => import('./LoginPage.tsx')) },
    { path: authUrls.signup, screen: lazy(() => import('./SignupPage.tsx')) },
  ],
};
