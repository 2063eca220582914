// Contract of the tags routes (zod + OpenAPI registry).
export {};
