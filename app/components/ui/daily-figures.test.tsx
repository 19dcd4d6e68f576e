// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DailyFigures, type DailyFiguresView } from "./daily-figures";

afterEach(cleanup);

interface Day {
  day: string;
  views: number;
  clicks: number;
  follows: number;
}

const DAYS: Day[] = [
  { day: "2026-01-05", views: 10, clicks: 2, follows: 0 },
  { day: "2026-01-06", views: 40, clicks: 5, follows: 1 },
];

function renderFigures(view: DailyFiguresView) {
  const Stub = createRoutesStub([
    {
      path: "/kennzahlen",
      Component: () => (
        <DailyFigures<Day>
          view={view}
          rows={DAYS}
          caption="Aufrufe und Klicks je Tag"
          columns={[
            { key: "views", header: "Aufrufe" },
            { key: "clicks", header: "Klicks" },
            { key: "follows", header: "Neue Follower" },
          ]}
          charts={[
            { title: "Aufrufe", variant: "bar", summary: "Aufrufe: 50", keys: ["views"] },
            { title: "Klicks und Follower", variant: "line", summary: "Klicks: 7", keys: ["clicks", "follows"] },
          ]}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/kennzahlen?zeitraum=30"]} />);
}

describe("DailyFigures", () => {
  it("draws each chart under its heading, its series named by the table's column headers", () => {
    const { container } = renderFigures("diagramm");
    expect(screen.getByRole("heading", { level: 3, name: "Aufrufe" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Aufrufe: 50" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Klicks: 7" })).toBeTruthy();
    expect(container.querySelectorAll("svg[role=img] polyline")).toHaveLength(2);
    expect(container.querySelectorAll('[data-series="views"] rect')).toHaveLength(2);
    expect(screen.getByText("Neue Follower")).toBeTruthy();
    const texts = [...container.querySelectorAll("svg[role=img] text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["05.01.", "06.01."]));
    expect(screen.getByRole("link", { name: "Als Tabelle anzeigen" }).getAttribute("href")).toBe(
      "/kennzahlen?zeitraum=30&ansicht=tabelle",
    );
  });

  it("shows the same numbers as a table, a row per day", () => {
    renderFigures("tabelle");
    const table = screen.getByRole("table", { name: "Aufrufe und Klicks je Tag" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText("40")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
