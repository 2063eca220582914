// The REST types the graph is built on, generated from api/openapi.json (npm run codegen).
import type { components } from '../generated/rest.ts';

type Schemas = components['schemas'];
export type RestUser = Schemas['User'];
export type RestEnseigne = Schemas['Enseigne'];
export type RestRestaurant = Schemas['Restaurant'];
export type RestError = Schemas['Error'];
