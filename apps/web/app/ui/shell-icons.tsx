/**
 * The few icons of the site header, footer and cart buttons, drawn inline (Tabler's outline paths): one
 * small module instead of one script file per icon on every storefront page.
 */
const PATHS = {
  chevronDown: ["M6 9l6 6l6 -6"],
  key: [
    "M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0",
    "M15 9h.01",
  ],
  menu: ["M4 6l16 0", "M4 12l16 0", "M4 18l16 0"],
  logout: ["M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2", "M9 12h12l-3 -3", "M18 15l3 -3"],
  package: ["M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5", "M12 12l8 -4.5", "M12 12l0 9", "M12 12l-8 -4.5", "M16 5.25l-8 4.5"],
  search: ["M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0", "M21 21l-6 -6"],
  shoppingBag: [
    "M6.331 8h11.339a2 2 0 0 1 1.977 2.304l-1.255 8.152a3 3 0 0 1 -2.966 2.544h-6.852a3 3 0 0 1 -2.965 -2.544l-1.255 -8.152a2 2 0 0 1 1.977 -2.304",
    "M9 11v-5a3 3 0 0 1 6 0v5",
  ],
  shoppingCart: ["M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0", "M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0", "M17 17h-11v-14h-2", "M6 5l14 1l-1 7h-13"],
  shoppingCartPlus: ["M4 19a2 2 0 1 0 4 0a2 2 0 0 0 -4 0", "M12.5 17h-6.5v-14h-2", "M6 5l14 1l-.86 6.017m-2.64 .983h-10.5", "M16 19h6", "M19 16v6"],
  x: ["M18 6l-12 12", "M6 6l12 12"],
  user: ["M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0", "M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2"],
} as const;

export type ShellIconName = keyof typeof PATHS;

/** A decorative icon (hidden from screen readers): the control around it carries the name. */
export function ShellIcon({ name, size = 16, stroke = 2, className }: { name: ShellIconName; size?: number; stroke?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
