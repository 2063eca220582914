// Contract of the exports routes (zod + OpenAPI registry).
export {};
