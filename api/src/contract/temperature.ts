// Contract of the temperature routes (zod + OpenAPI registry).
export {};
