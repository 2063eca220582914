import type { GraphArea } from '../areas.ts';
import { resolvers as Employee } from './Employee.ts';
import { resolvers as Enseigne } from './Enseigne.ts';
import { resolvers as Invitation } from './Invitation.ts';

export const peopleArea = {
  resolvers: [Employee, Enseigne, Invitation],
  // Its types read through the shared loaders of rest/loaders.ts.
  loaders: [],
} satisfies GraphArea;
