import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Deep teal-green: trustworthy, readable with white text at shades 7–9. */
const brand: MantineColorsTuple = [
  "#e7f6f2",
  "#d2ebe4",
  "#a3d6c8",
  "#71c0aa",
  "#49ad92",
  "#30a183",
  "#1f9a7b",
  "#0d8768",
  "#00775b",
  "#00664d",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: "700",
  },
  cursorType: "pointer",
  components: {
    Button: { defaultProps: { radius: "md" } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    Select: { defaultProps: { size: "md" } },
    Paper: { defaultProps: { radius: "lg" } },
    // A number out of range (₦500 for a card of at least ₦1,000, a negative price) stays as typed and
    // the form says why; clamping on blur changed what people typed without a word.
    NumberInput: { defaultProps: { clampBehavior: "none" } },
  },
});
