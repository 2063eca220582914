// Placeholder until the bff is wired: replaced by the per-request context (REST client, loaders).
export interface Context {
  token: string | null;
}
