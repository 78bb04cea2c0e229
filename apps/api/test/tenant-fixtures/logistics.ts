import type { TenantFixture } from "../tenant-fixtures.js";
import type { Person } from "../factories/people.js";

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {};
