// Contract of the settings routes (zod + OpenAPI registry).
export {};
