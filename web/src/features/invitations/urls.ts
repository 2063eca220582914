/** Accepting an invitation, signed out: `invitationPaths` are the router's patterns, `invitationUrls` build links. */
export const invitationPaths = {
  acceptInvitation: '/accept-invitation',
} as const;

export const invitationUrls = {
  acceptInvitation: (token: string) =>
    `${invitationPaths.acceptInvitation}?token=${encodeURIComponent(token)}`,
} as const;
