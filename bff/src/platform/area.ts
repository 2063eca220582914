import type { GraphArea } from '../areas.ts';
import { resolvers as AuthPayload } from './AuthPayload.ts';
import { resolvers as Dashboard } from './Dashboard.ts';
import { resolvers as DateScalar } from './Date.ts';
import { resolvers as DateTimeScalar } from './DateTime.ts';
import { resolvers as RecordedBy } from './RecordedBy.ts';
import { resolvers as User } from './User.ts';

export const platformArea = {
  resolvers: [AuthPayload, Dashboard, DateScalar, DateTimeScalar, RecordedBy, User],
  // Its types read through the shared loaders of rest/loaders.ts.
  loaders: [],
} satisfies GraphArea;
