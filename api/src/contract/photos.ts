// Contract of the photos routes (zod + OpenAPI registry).
export {};
