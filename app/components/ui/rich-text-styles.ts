/** Typography of stored rich text (sanitised HTML) wherever it is shown. */
export const RICH_TEXT_CLASS =
  "[&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6";
