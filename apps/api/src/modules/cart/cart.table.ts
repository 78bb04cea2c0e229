// Tables of this domain.
export {};
