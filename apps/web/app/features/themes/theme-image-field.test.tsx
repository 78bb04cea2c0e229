import { MESSAGES } from "@bitmarte/contracts";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { ImageField } from "./theme-customizer";

afterEach(() => cleanup());

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector("input[type='file']") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe("a theme image picked in the form", () => {
  it("refuses a file that is not an image when picked, with the reason, and keeps nothing", () => {
    const onChange = vi.fn();
    const { container } = renderWithMantine(<ImageField label="Promo image" file={null} current={null} onChange={onChange} />);
    pick(container, new File(["notes"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByText(MESSAGES.uploadWrongType)).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("refuses an image over 5 MB when picked", () => {
    const onChange = vi.fn();
    const { container } = renderWithMantine(<ImageField label="Promo image" file={null} current={null} onChange={onChange} />);
    const big = new File([new Uint8Array(1)], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 14.5 * 1024 * 1024 });
    pick(container, big);
    expect(screen.getByText(MESSAGES.uploadTooLarge)).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("keeps a JPEG, PNG or WebP under the limit", () => {
    const onChange = vi.fn();
    const { container } = renderWithMantine(<ImageField label="Promo image" file={null} current={null} onChange={onChange} />);
    const png = new File([new Uint8Array([1, 2, 3])], "promo.png", { type: "image/png" });
    pick(container, png);
    expect(onChange).toHaveBeenLastCalledWith(png);
    expect(screen.queryByText(MESSAGES.uploadWrongType)).toBeNull();
  });
});
