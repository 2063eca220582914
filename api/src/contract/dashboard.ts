// Contract of the dashboard routes (zod + OpenAPI registry).
export {};
