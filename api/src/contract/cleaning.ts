// Contract of the cleaning routes (zod + OpenAPI registry).
export {};
