// Contract of the traceability routes (zod + OpenAPI registry).
export {};
