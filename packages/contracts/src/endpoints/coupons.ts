// Endpoints of this domain (see shared/API.md). Filled in by its issue.
export const couponsEndpoints = {} as const;
