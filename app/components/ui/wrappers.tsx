import { useId, type ReactNode } from "react";

/** One spacing scale for every layout helper, so gaps line up across pages. */
const GAP_CLASSES = {
  none: "gap-0",
  xs: "gap-1",
  sm: "gap-2",
  md: "gap-4",
  lg: "gap-6",
  xl: "gap-8",
} as const;

export type Spacing = keyof typeof GAP_CLASSES;

const ALIGN_CLASSES = {
  start: "items-start",
  center: "items-center",
  end: "items-end",
  stretch: "items-stretch",
} as const;

export type Alignment = keyof typeof ALIGN_CLASSES;

interface WrapperProps {
  children: ReactNode;
  className?: string;
}

/** Centres page content at a readable maximum width with the page's side padding. */
export function PageContainer({ children, className = "" }: WrapperProps) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8 ${className}`}>{children}</div>;
}

/** A white surface that sets a block of content apart. */
export function Card({ children, className = "" }: WrapperProps) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>{children}</div>;
}

export interface SectionProps extends WrapperProps {
  title: string;
  description?: ReactNode;
  /** Where the section sits in the page's outline; the route renders the h1. */
  headingLevel?: 2 | 3;
}

/** A titled part of a page; named by its heading, so it shows up in the screen reader's landmark list. */
export function Section({ title, description, headingLevel = 2, children, className = "" }: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={`space-y-4 ${className}`}>
      <div className="space-y-1">
        <Heading id={titleId} className="text-xl font-semibold text-slate-900">
          {title}
        </Heading>
        {description ? <p className="text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export interface StackProps extends WrapperProps {
  gap?: Spacing;
  align?: Alignment;
}

/** Children one below the other. */
export function Stack({ children, gap = "md", align = "stretch", className = "" }: StackProps) {
  return <div className={`flex flex-col ${GAP_CLASSES[gap]} ${ALIGN_CLASSES[align]} ${className}`}>{children}</div>;
}

export interface ClusterProps extends WrapperProps {
  gap?: Spacing;
  align?: Alignment;
  justify?: "start" | "center" | "end" | "between";
}

const JUSTIFY_CLASSES = {
  start: "justify-start",
  center: "justify-center",
  end: "justify-end",
  between: "justify-between",
} as const;

/** Children side by side, wrapping onto the next line when the row is full (buttons, pills, tags). */
export function Cluster({ children, gap = "sm", align = "center", justify = "start", className = "" }: ClusterProps) {
  return (
    <div
      className={`flex flex-wrap ${GAP_CLASSES[gap]} ${ALIGN_CLASSES[align]} ${JUSTIFY_CLASSES[justify]} ${className}`}
    >
      {children}
    </div>
  );
}
