import { MantineProvider, NumberInput } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../test/render";
import { cssVariablesResolver, theme } from "./theme";

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

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("theme: colour contrast (WCAG 2.2 AA, 4.5:1 for text)", () => {
  const colours = theme.colors ?? {};
  const textHues = ["brand", "red", "orange", "yellow", "green", "lime", "teal", "cyan"];

  it.each(textHues)("%s: text (shade 8) on white, white on filled (shade 8), light badge text (9 on 1)", (hue) => {
    const shades = colours[hue];
    expect(shades).toBeDefined();
    if (!shades) return;
    expect(contrast(shades[8], "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
  });

  it("brand.7, used for secondary text in the brand colour, reaches 4.5:1 on white", () => {
    expect(contrast(colours.brand?.[7] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("dimmed and placeholder text reach 4.5:1 on white and dimmed on the light gray of panels", () => {
    const light = cssVariablesResolver(theme as never).light;
    expect(contrast(light["--mantine-color-dimmed"], "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light["--mantine-color-dimmed"], "#f1f3f5")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light["--mantine-color-placeholder"], "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
