import { CHALLENGE_SOLUTION_HEADER, MESSAGES } from "@bitmarte/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { passChallenge } from "./challenge";

describe("passChallenge", () => {
  it("says \"Checking your connection…\" while it works, and nothing once solved", async () => {
    const solving = passChallenge({
      algorithm: "sha256-leading-zero-bits",
      salt: "v1.mail.10.1795000000000.notice.sig",
      difficulty: 10,
      expiresAt: "2026-11-27T10:05:00.000Z",
      header: CHALLENGE_SOLUTION_HEADER,
    });
    expect(screen.getByRole("status").textContent).toBe(MESSAGES.checkingConnection);
    const solution = await solving;
    expect(solution).toMatch(/^v1\.mail\.10\.1795000000000\.notice\.sig:\d+$/);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});
