import type { ReactNode } from "react";

/** Building blocks of the content pages, so every page shares one typography. */

export function PageHeader({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{lead}</p>
      </div>
    </header>
  );
}

/** A titled section; the id doubles as the anchor of the page's table of contents. */
export function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

export function SubTitle({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-slate-900">{children}</h3>;
}

export function ArticleBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">{children}</div>;
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function NumberedList({ items }: { items: ReactNode[] }) {
  return (
    <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

/** A highlighted example or tip. A note, not an <aside>: complementary landmarks belong outside <main>. */
export function Callout({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="note" className="rounded-lg border-l-4 border-brand-600 bg-brand-50 p-5 text-slate-900">
      <p className="font-semibold text-brand-900">{label}</p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export function TableOfContents({ entries }: { entries: Array<{ id: string; title: string }> }) {
  return (
    <nav aria-label="Inhalt dieser Seite" className="rounded-lg border border-slate-200 bg-white p-5">
      <p className="font-semibold text-slate-900">Auf dieser Seite</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
