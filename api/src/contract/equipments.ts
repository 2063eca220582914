// Contract of the equipments routes (zod + OpenAPI registry).
export {};
