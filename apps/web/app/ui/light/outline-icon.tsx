import type { SVGProps } from "react";

// Plain SVG icons (drawings from Tabler Icons, MIT): the storefront's icons use this helper, and the
// pagination its chevrons.

export type IconProps = { size?: number; stroke?: number } & Omit<SVGProps<SVGSVGElement>, "stroke">;

export function outline(d: string) {
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

export const IconChevronLeft = outline("M15 6l-6 6l6 6");
export const IconChevronRight = outline("M9 6l6 6l-6 6");
