import type { GraphArea } from '../areas.ts';
import { resolvers as Preferences } from './Preferences.ts';

export const settingsArea = {
  resolvers: [Preferences],
  // Its types read through the shared loaders of rest/loaders.ts.
  loaders: [],
} satisfies GraphArea;
