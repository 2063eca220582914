import { z } from './registry.ts';

export const HealthResponse = z.object({ status: z.literal('ok') });
