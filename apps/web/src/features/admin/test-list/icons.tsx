import type { ReactNode, SVGProps } from "react";

// The list's own stroke icons, drawn like components/ui/icons (24px grid, hidden from screen readers).
type TIconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: TIconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const CloseIcon = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const FilterIcon = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />
  </Svg>
);
export const PlayIcon = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M7 4.5v15l12-7.5z" />
  </Svg>
);
