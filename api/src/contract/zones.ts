// Contract of the zones routes (zod + OpenAPI registry).
export {};
