// Contract of the processes routes (zod + OpenAPI registry).
export {};
