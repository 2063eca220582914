import { z } from '../contract/registry.ts';

export const HealthResponse = z.object({ status: z.literal('ok') });
