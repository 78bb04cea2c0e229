import type { SVGProps } from "react";

// The icons of the light signed-in pages with forms (Shipping addresses, Gift cards; each page names its own):
// drawings from Tabler Icons (MIT) as plain SVG. Not the icon package's: the Mantine pages use the same icons
// from it, and a module both kinds of page share would put these pages' icons in a file My orders loads too.

type IconProps = { size?: number; stroke?: number } & Omit<SVGProps<SVGSVGElement>, "stroke">;

/** An outline icon of one path (several strokes are one path: "M… M…"). */
export function icon(d: string) {
  return function Icon({ size = 24, stroke = 2, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...rest}
      >
        <path d={d} />
      </svg>
    );
  };
}
