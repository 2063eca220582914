import { segment } from '../../app/area.ts';

/** The chain (ADMIN only): `enseignePaths` are the router's patterns, `enseigneUrls` build links. */
export const enseignePaths = {
  enseignes: '/enseignes',
  enseigne: '/enseignes/:id',
} as const;

export const enseigneUrls = {
  enseignes: () => enseignePaths.enseignes,
  enseigne: (id: string | number) => `/enseignes/${segment(id)}`,
} as const;
