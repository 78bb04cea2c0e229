import { RejectHubBodySchema } from "@bitmarte/contracts";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../test/render";
import { RejectWithReasonModal } from "./reject-with-reason-modal";
import { theme } from "./theme";

afterEach(cleanup);

function renderModal(onReject = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <RejectWithReasonModal
        title="Reject Ikeja Hub"
        label="Reject hub application"
        explanation="The applicant is emailed this reason."
        schema={RejectHubBodySchema}
        pending={false}
        error={null}
        onReject={onReject}
        onClose={() => {}}
      />
    </MantineProvider>,
  );
  return onReject;
}

describe("RejectWithReasonModal", () => {
  it("sends nothing without a reason, then sends the reason typed", async () => {
    const onReject = renderModal();
    fireEvent.click(await screen.findByRole("button", { name: "Reject application" }));
    await waitFor(() => expect(screen.getByLabelText(/Reason/).getAttribute("aria-invalid")).toBe("true"));
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "  The address is a market stall.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Reject application" }));
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(onReject.mock.calls[0][0]).toBe("The address is a market stall.");
  });
});
