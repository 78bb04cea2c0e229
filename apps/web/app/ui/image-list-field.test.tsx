import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../test/render";
import { ImageListField } from "./image-list-field";
import type { UploadedFile } from "./upload-client";

function Harness({ initial, upload }: { initial: string[]; upload: (file: File) => Promise<UploadedFile> }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageListField label="Product images" value={value} onChange={setValue} upload={upload} max={3} />
      <output data-testid="order">{value.join(",")}</output>
    </>
  );
}

const order = () => screen.getByTestId("order").textContent;
const noUpload = vi.fn(async (): Promise<UploadedFile> => ({ id: "x", url: "/x" }));

afterEach(() => cleanup());

describe("ImageListField", () => {
  it("reorders with the move buttons and announces the move", () => {
    renderWithMantine(<Harness initial={["/a", "/b", "/c"]} upload={noUpload} />);
    fireEvent.click(screen.getByRole("button", { name: "Move image 3 earlier" }));
    expect(order()).toBe("/a,/c,/b");
    expect(screen.getByText("Image 3 moved to position 2 of 3.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Move image 1 earlier" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("removes an image", () => {
    renderWithMantine(<Harness initial={["/a", "/b"]} upload={noUpload} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(order()).toBe("/b");
  });

  it("uploads picked files in order, refuses the wrong type and stops at the limit", async () => {
    const upload = vi.fn(async (file: File) => ({ id: file.name, url: `/u/${file.name}` }));
    const { container } = renderWithMantine(<Harness initial={["/a"]} upload={upload} />);
    const input = container.querySelector("input[type='file']") as HTMLInputElement;
    const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });
    const pdf = new File([new Uint8Array([1])], "doc.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [png("one.png"), pdf, png("three.png")] } });
    await waitFor(() => expect(order()).toBe("/a,/u/one.png"));
    expect(screen.getByText(/You can add at most 3 images/)).toBeTruthy();
    expect(screen.getByText(/doc\.pdf: This file type is not allowed/)).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
