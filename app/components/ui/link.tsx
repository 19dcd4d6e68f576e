import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { SpriteIcon } from "./sprite-icon";

const VARIANT_CLASSES = {
  /** Inside running text: underlined, so it is not told apart by colour alone. */
  inline: "text-brand-700 underline underline-offset-2 hover:text-brand-900",
  /** On its own line or in a list, where its place already marks it as a link. */
  standalone: "inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-900 hover:underline",
  /** A link that looks like the primary button; it still navigates, so it stays a link. */
  button:
    "inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700",
} as const;

export type LinkVariant = keyof typeof VARIANT_CLASSES;

export interface LinkProps {
  /** A path of this app, or a full URL. */
  to: string;
  children: ReactNode;
  variant?: LinkVariant;
  /** Opens in a new tab; by default every http(s) URL does. */
  external?: boolean;
  className?: string;
}

function isAbsoluteWebUrl(to: string): boolean {
  return /^(https?:)?\/\//i.test(to);
}

/**
 * Internal links navigate on the client through React Router. External links open a new tab and
 * say so: screen readers hear "(öffnet in neuem Tab)", sighted users see the external-link icon.
 */
export function Link({ to, children, variant = "inline", external = isAbsoluteWebUrl(to), className = "" }: LinkProps) {
  const classes = `${VARIANT_CLASSES[variant]} ${className}`;
  if (!external) {
    return (
      <RouterLink to={to} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener" className={classes}>
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
      <SpriteIcon
        name="external-link"
        className={`inline-block size-[0.9em] shrink-0 ${variant === "inline" ? "ml-1 align-[-0.1em]" : ""}`}
      />
    </a>
  );
}
