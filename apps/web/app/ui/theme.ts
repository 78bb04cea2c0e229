import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from "@mantine/core";

/**
 * Deep teal-green: trustworthy, readable with white text at shades 7–9. Shade 7 is 5.1:1 on white, shade 8
 * (the primary: buttons, links) 5.0:1 even on a blue alert's background.
 */
const brand: MantineColorsTuple = [
  "#e7f6f2",
  "#d2ebe4",
  "#a3d6c8",
  "#71c0aa",
  "#49ad92",
  "#30a183",
  "#1f9a7b",
  "#0b7d61",
  "#006f55",
  "#005c46",
];

/**
 * Mantine's warm and green hues keep shades 0–6 (backgrounds, borders, icons) and get darker 7–9, so
 * text in them passes WCAG 2.2 AA (4.5:1): shade 8 is `c="red"` text and filled buttons under white text,
 * shade 9 is a light badge's text on shade 1. Measured figures are in docs/accessibility.md.
 */
function withReadableDarkShades(name: keyof typeof DEFAULT_THEME.colors, dark: [string, string, string]): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], ...dark];
}

const readableColors = {
  red: withReadableDarkShades("red", ["#e03131", "#c92a2a", "#a51d1d"]),
  orange: withReadableDarkShades("orange", ["#d9480f", "#c2410c", "#9a3412"]),
  yellow: withReadableDarkShades("yellow", ["#b7791f", "#a16207", "#854d0e"]),
  green: withReadableDarkShades("green", ["#2b8a3e", "#237032", "#1b5e2a"]),
  lime: withReadableDarkShades("lime", ["#5c940d", "#4d7c0f", "#3f6212"]),
  teal: withReadableDarkShades("teal", ["#099268", "#087f5b", "#06604a"]),
  cyan: withReadableDarkShades("cyan", ["#0c8599", "#0b7285", "#095c6b"]),
};

/** Secondary text: Mantine's gray.6 (#868e96) is 3.3:1 on white; this is 6.1:1 on white, 5.5:1 on gray.1. */
const DIMMED_TEXT = "#5c636a";
/** Placeholders (and date pickers' "Any date") read as hints but must still reach 4.5:1: 4.7:1 on white. */
const PLACEHOLDER_TEXT = "#6c757d";

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": DIMMED_TEXT,
    "--mantine-color-placeholder": PLACEHOLDER_TEXT,
    // Field errors: Mantine's red.6 (#fa5252) is 3.6:1 on white; red.8 is 5.5:1.
    "--mantine-color-error": "var(--mantine-color-red-8)",
  },
  dark: {},
});

/** Icon-only close buttons (dialogs, drawers, toasts, clear buttons) need a name a screen reader can say. */
const CLOSE_BUTTON_LABEL = { "aria-label": "Close" };

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, ...readableColors },
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
    CloseButton: { defaultProps: CLOSE_BUTTON_LABEL },
    Modal: { defaultProps: { closeButtonProps: CLOSE_BUTTON_LABEL } },
    Drawer: { defaultProps: { closeButtonProps: CLOSE_BUTTON_LABEL } },
    Notification: { defaultProps: { closeButtonProps: CLOSE_BUTTON_LABEL } },
  },
});
