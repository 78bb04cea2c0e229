import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, type Person } from "../../../test/factories/people.js";
import { allPages, expectUnknownSortRefused, isSorted } from "../../../test/sorted-pages.js";
import { users } from "../identity/identity.table.js";

let t: TestApp;
let superadmin: Person;
const url = "/api/v1/superadmin/admins";
type Row = { id: string; firstName: string; role: string; isActive: boolean; lastLogin: string | null; createdAt: string };
const mine: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await makeAdmin(t, "superadmin");
  const specs = [
    { first: "Obinna", role: "scheduler", active: true, login: "2024-04-03T10:00:00Z" },
    { first: "adaeze", role: "dispatcher", active: false, login: null },
    { first: "Kunle", role: "admin", active: true, login: "2024-04-01T10:00:00Z" },
    { first: "Halima", role: "dispatcher", active: true, login: "2024-04-05T10:00:00Z" },
  ] as const;
  for (const s of specs) {
    const person = await makeAdmin(t, s.role);
    await t.db
      .update(users)
      .set({ firstName: s.first, lastName: "Admin", isActive: s.active, lastLoginAt: s.login ? new Date(s.login) : null })
      .where(eq(users.id, person.userId));
    mine.push(person.userId);
  }
});

const ours = (rows: Row[]) => rows.filter((r) => mine.includes(r.id));

describe("admin accounts sorted by the server", () => {
  it("orders every page by name, role, status and last sign-in (never signed in last)", async () => {
    expect(ours(await allPages<Row>(t, url, superadmin.token, "sort=name_asc")).map((r) => r.firstName)).toEqual(["adaeze", "Halima", "Kunle", "Obinna"]);
    const byRole = await allPages<Row>(t, url, superadmin.token, "sort=role_asc");
    expect(isSorted(byRole.map((r) => r.role))).toBe(true);
    const byStatus = await allPages<Row>(t, url, superadmin.token, "sort=status_asc");
    expect(byStatus.map((r) => r.isActive)).toEqual([...byStatus.map((r) => r.isActive)].sort().reverse());
    const byLogin = ours(await allPages<Row>(t, url, superadmin.token, "sort=login_desc")).map((r) => r.firstName);
    expect(byLogin).toEqual(["Halima", "Obinna", "Kunle", "adaeze"]);
    expect(ours(await allPages<Row>(t, url, superadmin.token, "sort=login_asc")).map((r) => r.firstName)).toEqual(["Kunle", "Obinna", "Halima", "adaeze"]);
  });

  it("keeps newest first without a sort, and answers 422 for an unknown sort", async () => {
    const rows = await allPages<Row>(t, url, superadmin.token, "");
    expect(isSorted(rows.map((r) => r.createdAt), "desc")).toBe(true);
    await expectUnknownSortRefused(t, url, superadmin.token, ["name", "email_asc", "lastLogin_desc"]);
  });
});
