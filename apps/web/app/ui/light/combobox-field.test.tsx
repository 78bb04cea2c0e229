import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ComboboxField } from "./combobox-field";
import { InputField } from "./form-field";

afterEach(cleanup);

const STATES = ["Abia", "Lagos", "Ogun", "Oyo"];

function StatePicker({ error }: { error?: string }) {
  const [value, setValue] = useState("");
  const [left, setLeft] = useState<string | null>(null);
  return (
    <>
      <ComboboxField id="state" label="State" required options={STATES} value={value} error={error} onChange={setValue} onBlur={setLeft} />
      <output data-testid="left">{left ?? ""}</output>
    </>
  );
}

describe("ComboboxField", () => {
  it("opens on a click and picks an option", () => {
    render(<StatePicker />);
    const field = screen.getByRole("combobox", { name: /^State/ });
    expect(field.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(field);
    expect(field.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(STATES);
    fireEvent.click(screen.getByRole("option", { name: "Ogun" }));
    expect((field as HTMLInputElement).value).toBe("Ogun");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("narrows the list as one types, moves with the arrows and picks with Enter", () => {
    render(<StatePicker />);
    const field = screen.getByRole("combobox", { name: /^State/ });
    fireEvent.change(field, { target: { value: "o" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Lagos", "Ogun", "Oyo"]);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    const active = field.getAttribute("aria-activedescendant");
    expect(active && document.getElementById(active)?.textContent).toBe("Ogun");
    fireEvent.keyDown(field, { key: "Enter" });
    expect((field as HTMLInputElement).value).toBe("Ogun");
    expect(field.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with Escape, keeping the value; a typed name picks its option on leaving", () => {
    render(<StatePicker />);
    const field = screen.getByRole("combobox", { name: /^State/ });
    fireEvent.change(field, { target: { value: "lag" } });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect((field as HTMLInputElement).value).toBe("");
    fireEvent.change(field, { target: { value: "oyo" } });
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe("Oyo");
    expect(screen.getByTestId("left").textContent).toBe("Oyo");
  });

  it("ties its message to the field", () => {
    render(<StatePicker error="Choose a Nigerian state" />);
    const field = screen.getByRole("combobox", { name: /^State/ });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = field.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Choose a Nigerian state");
  });
});

describe("InputField", () => {
  it("reads its hint and message with it, and is invalid only with a message", () => {
    const { rerender } = render(<InputField id="city" label="City" description="Optional; helps price delivery" value="" onChange={() => {}} />);
    const field = screen.getByLabelText("City");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(field.getAttribute("aria-describedby")).toBe("city-description");
    rerender(<InputField id="city" label="City" description="Optional; helps price delivery" error="City must be at most 80 characters" value="" onChange={() => {}} />);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("city-description city-error");
    expect(document.getElementById("city-error")?.textContent).toBe("City must be at most 80 characters");
  });
});
