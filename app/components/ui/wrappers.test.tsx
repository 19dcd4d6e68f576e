// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Card, Cluster, PageContainer, Section, Stack } from "./wrappers";

afterEach(cleanup);

describe("wrappers", () => {
  it("names a section by its heading", () => {
    render(
      <Section title="Ihre Inserate" description="Alle Inserate Ihres Unternehmens.">
        <p>Inhalt</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Ihre Inserate" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Ihre Inserate" })).toBeTruthy();
    expect(screen.getByText("Alle Inserate Ihres Unternehmens.")).toBeTruthy();
  });

  it("takes heading level 3 for a section inside a section", () => {
    render(
      <Section title="Entwürfe" headingLevel={3}>
        <p>Inhalt</p>
      </Section>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Entwürfe" })).toBeTruthy();
  });

  it("spaces stacks and clusters on one scale", () => {
    const { container } = render(
      <PageContainer>
        <Stack gap="lg">
          <Card>Eins</Card>
          <Cluster gap="xs" justify="between">
            <span>A</span>
            <span>B</span>
          </Cluster>
        </Stack>
      </PageContainer>,
    );
    const stack = container.querySelector(".flex-col")!;
    expect(stack.className).toContain("gap-6");
    const cluster = container.querySelector(".flex-wrap")!;
    expect(cluster.className).toContain("gap-1");
    expect(cluster.className).toContain("justify-between");
    expect(container.firstElementChild!.className).toContain("max-w-7xl");
  });
});
