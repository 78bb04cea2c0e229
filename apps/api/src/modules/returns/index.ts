// Returns, refunds and replacements: customers ask, merchants accept and receive, admins decide.
export {};
