import { useId, type ReactNode } from "react";

export interface GroupProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links for the whole group, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** Where the group sits in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Titled group of related content or form fields. It is a `group` named by its title and described
 * by its description, which screen readers announce on entering it as they do a fieldset's legend;
 * unlike a legend, the title can share a row with actions.
 */
export function Group({ title, description, actions, children, headingLevel = 3, className = "" }: GroupProps) {
  const titleId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`rounded-lg border border-slate-200 bg-white p-5 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Heading id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} className="text-sm text-slate-700">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
