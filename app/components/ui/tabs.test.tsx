// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkTabs, Tabs, type TabItem } from "./tabs";

afterEach(cleanup);

const ITEMS: TabItem[] = [
  { id: "aktiv", title: "Aktiv", content: <p>12 aktive Inserate</p> },
  { id: "entwuerfe", title: "Entwürfe", content: <p>3 Entwürfe</p> },
  { id: "archiv", title: "Archiv", content: <p>Keine archivierten Inserate</p>, isDisabled: true },
  { id: "abgelaufen", title: "Abgelaufen", content: <p>5 abgelaufene Inserate</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });
const isSelected = (name: string) => tab(name).getAttribute("aria-selected") === "true";

function press(key: string) {
  fireEvent.keyDown(document.activeElement!, { key });
  fireEvent.keyUp(document.activeElement!, { key });
}

describe("Tabs", () => {
  it("shows a named tab list with the first tab's panel", () => {
    render(<Tabs label="Inserate nach Status" items={ITEMS} />);
    expect(screen.getByRole("tablist", { name: "Inserate nach Status" })).toBeTruthy();
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(isSelected("Aktiv")).toBe(true);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("12 aktive Inserate");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("Aktiv").id);
  });

  it("moves with the arrow keys, skips disabled tabs and jumps with Home and End", () => {
    render(<Tabs label="Inserate nach Status" items={ITEMS} />);
    act(() => tab("Aktiv").focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Entwürfe"));
    expect(isSelected("Entwürfe")).toBe(true);
    expect(screen.getByRole("tabpanel").textContent).toBe("3 Entwürfe");

    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Abgelaufen"));
    expect(tab("Archiv").getAttribute("aria-disabled")).toBe("true");

    press("ArrowLeft");
    expect(isSelected("Entwürfe")).toBe(true);
    press("Home");
    expect(isSelected("Aktiv")).toBe(true);
    press("End");
    expect(isSelected("Abgelaufen")).toBe(true);
    expect(screen.getByRole("tabpanel").textContent).toBe("5 abgelaufene Inserate");
  });

  it("selects on click and reports the id", () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs
        label="Inserate nach Status"
        items={ITEMS}
        defaultSelectedId="entwuerfe"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(isSelected("Entwürfe")).toBe(true);
    fireEvent.click(tab("Abgelaufen"));
    expect(onSelectionChange).toHaveBeenCalledWith("abgelaufen");
    expect(isSelected("Abgelaufen")).toBe(true);
  });

  it("follows a controlled selection", () => {
    const { rerender } = render(<Tabs label="Status" items={ITEMS} selectedId="aktiv" />);
    expect(isSelected("Aktiv")).toBe(true);
    rerender(<Tabs label="Status" items={ITEMS} selectedId="abgelaufen" />);
    expect(isSelected("Abgelaufen")).toBe(true);
  });
});

describe("LinkTabs", () => {
  function Page() {
    return <p>Seite {useLocation().pathname}</p>;
  }

  function renderLinkTabs(path: string) {
    const router = createMemoryRouter(
      [
        {
          path: "/p/active-sourcing",
          element: (
            <LinkTabs
              label="Active Sourcing"
              items={[
                { to: "/p/active-sourcing/search", title: "Talentsuche" },
                { to: "/p/active-sourcing/projects", title: "Projekte" },
                { to: "/p/active-sourcing/messages", title: "Nachrichten" },
              ]}
            >
              <Outlet />
            </LinkTabs>
          ),
          children: [{ path: "*", element: <Page /> }],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("selects the tab of the current URL, also below its path, and links every tab", () => {
    renderLinkTabs("/p/active-sourcing/projects/42");
    expect(isSelected("Projekte")).toBe(true);
    expect(tab("Talentsuche").getAttribute("href")).toBe("/p/active-sourcing/search");
    expect(screen.getByRole("tabpanel").textContent).toBe("Seite /p/active-sourcing/projects/42");
  });

  it("moves focus with the arrow keys and navigates on Enter", () => {
    const router = renderLinkTabs("/p/active-sourcing/search");
    act(() => tab("Talentsuche").focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Projekte"));
    expect(router.state.location.pathname).toBe("/p/active-sourcing/search");
    press("Enter");
    expect(router.state.location.pathname).toBe("/p/active-sourcing/projects");
    expect(isSelected("Projekte")).toBe(true);
    expect(screen.getByRole("tabpanel").textContent).toBe("Seite /p/active-sourcing/projects");
  });

  it("navigates on click", () => {
    const router = renderLinkTabs("/p/active-sourcing/search");
    fireEvent.click(tab("Nachrichten"));
    expect(router.state.location.pathname).toBe("/p/active-sourcing/messages");
    expect(isSelected("Nachrichten")).toBe(true);
  });
});
