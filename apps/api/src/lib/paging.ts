/** Offset of a 1-based page. */
export const pageOffset = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;
