// Contract of the jobs routes (zod + OpenAPI registry).
export {};
