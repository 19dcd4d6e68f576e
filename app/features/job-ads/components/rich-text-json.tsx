import type { ReactNode } from "react";
import { safeHref, type RichTextNode } from "../ad-view";

/**
 * Renders the editor's document as React elements, node type by node type: only the formats
 * of the toolbar become markup, anything else is reduced to its text, and links keep only
 * http(s) and mailto targets. So the live preview never hands the browser the user's HTML.
 */
export function RichTextJson({ doc }: { doc: RichTextNode }) {
  return <>{renderChildren(doc)}</>;
}

function renderChildren(node: RichTextNode): ReactNode[] {
  return (node.content ?? []).map((child, index) => renderNode(child, index));
}

function renderText(node: RichTextNode, key: number): ReactNode {
  let result: ReactNode = node.text ?? "";
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") result = <strong>{result}</strong>;
    else if (mark.type === "italic") result = <em>{result}</em>;
    else if (mark.type === "link") {
      const href = safeHref(mark.attrs?.href);
      if (href) {
        result = (
          <a href={href} rel="noopener noreferrer nofollow" target="_blank">
            {result}
          </a>
        );
      }
    }
  }
  return <span key={key}>{result}</span>;
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return renderText(node, key);
    case "paragraph":
      return <p key={key}>{renderChildren(node)}</p>;
    case "heading":
      return <h3 key={key}>{renderChildren(node)}</h3>;
    case "bulletList":
      return <ul key={key}>{renderChildren(node)}</ul>;
    case "orderedList":
      return <ol key={key}>{renderChildren(node)}</ol>;
    case "listItem":
      return <li key={key}>{renderChildren(node)}</li>;
    case "hardBreak":
      return <br key={key} />;
    default:
      return <span key={key}>{renderChildren(node)}</span>;
  }
}
