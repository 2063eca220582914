// Contract of the oil routes (zod + OpenAPI registry).
export {};
