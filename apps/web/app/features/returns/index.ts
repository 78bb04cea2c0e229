// Returns, refunds and replacements: the customer's part of the order page. The store's and Bitmarte's
// screens are exported from ./staff, so the customer's bundle does not carry them.
