import type { ReactNode } from "react";

export const PAGE_TITLE_ID = "page-title";

/** The page's one h1 and its introduction; sections label themselves with h2 below it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 space-y-2">
      <h1 id={PAGE_TITLE_ID} className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {children ? <div className="max-w-3xl text-slate-700">{children}</div> : null}
    </header>
  );
}
