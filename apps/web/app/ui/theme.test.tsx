import { MantineProvider, NumberInput } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../test/render";
import { theme } from "./theme";

afterEach(cleanup);

describe("theme: number inputs", () => {
  it("keep a value out of range as typed (the form's schema says why) instead of clamping it on blur", () => {
    render(
      <MantineProvider theme={theme}>
        <NumberInput label="Amount" min={1000} max={500000} prefix="₦" thousandSeparator="," />
      </MantineProvider>,
    );
    const input = screen.getByLabelText("Amount") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "500" } });
    fireEvent.blur(input);
    expect(input.value).toBe("₦500");
  });
});
