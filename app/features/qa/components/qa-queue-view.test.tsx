// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QaQueueView, type QaQueueItem, type QaQueueViewProps } from "./qa-queue-view";

afterEach(cleanup);

const ME = 7;
const FREE: QaQueueItem = {
  id: 10,
  title: "Techniker (m/w/d)",
  companyName: "Donautal Technik Service GmbH",
  channel: "HYBRID",
  waitingSince: "2026-03-02T08:00:00.000Z",
  claim: null,
};
const TAKEN: QaQueueItem = {
  ...FREE,
  id: 26,
  title: "Buchhalter:in",
  claim: { staffId: 8, staffName: "Erika Muster", claimedAt: "2026-03-02T09:00:00.000Z" },
};

function renderQueue(props: Partial<QaQueueViewProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/p/internal/qa",
      Component: () => (
        <QaQueueView
          rows={[FREE, TAKEN]}
          query={{ q: "", channel: "", claim: "all", page: 1 }}
          total={2}
          pages={1}
          filterError={null}
          me={ME}
          actionError={null}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/p/internal/qa"]} />);
}

function formData(element: HTMLElement): URLSearchParams {
  const data = new FormData(element.closest("form")!);
  return new URLSearchParams([...data].map(([key, value]) => [key, String(value)]));
}

describe("QaQueueView", () => {
  it("submits the filters as the loader reads them: an empty channel for all channels", () => {
    renderQueue({ query: { q: "Techniker", channel: "", claim: "mine", page: 1 } });
    expect(formData(screen.getByRole("button", { name: "Filtern" })).toString()).toBe(
      "q=Techniker&channel=&claim=mine",
    );
  });

  it("claims a free ad with a form and only links to one someone else reviews", () => {
    renderQueue();
    const free = screen.getByRole("row", { name: /Nr\. 10/ });
    expect(formData(within(free).getByRole("button", { name: /^Prüfen/ })).toString()).toBe("intent=claim&id=10");
    const taken = screen.getByRole("row", { name: /Nr\. 26/ });
    expect(within(taken).queryByRole("button")).toBeNull();
    expect(
      within(taken)
        .getByRole("link", { name: /^Ansehen/ })
        .getAttribute("href"),
    ).toBe("/p/internal/qa/26");
    expect(taken.textContent).toContain("Erika Muster (seit");
  });

  it("keeps the filters in the page links", () => {
    renderQueue({ query: { q: "Technik", channel: "HYBRID", claim: "free", page: 2 }, pages: 3 });
    const pager = screen.getByRole("navigation", { name: "Seiten" });
    expect(within(pager).getByRole("link", { name: "Vorherige Seite" }).getAttribute("href")).toBe(
      "/p/internal/qa?q=Technik&channel=HYBRID&claim=free",
    );
    expect(within(pager).getByRole("link", { name: "Nächste Seite" }).getAttribute("href")).toBe(
      "/p/internal/qa?q=Technik&channel=HYBRID&claim=free&page=3",
    );
  });
});
