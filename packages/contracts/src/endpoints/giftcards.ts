// Endpoints of this domain (see shared/API.md). Filled in by its issue.
export const giftcardsEndpoints = {} as const;
