// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NativeSelect } from "./native-select";

afterEach(cleanup);

describe("NativeSelect", () => {
  it("is a labelled select that submits its name with the chosen value", () => {
    render(
      <NativeSelect
        id="sort"
        label="Sortierung"
        name="sort"
        value="title"
        options={[
          ["updated", "Zuletzt geändert"],
          ["title", "Titel A–Z"],
        ]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Sortierung" }) as HTMLSelectElement;
    expect(select.name).toBe("sort");
    expect(select.value).toBe("title");
    expect([...select.options].map((option) => option.text)).toEqual(["Zuletzt geändert", "Titel A–Z"]);
  });

  it("offers an option without a value first when `empty` is given, chosen when no value is", () => {
    render(
      <NativeSelect id="feld" label="Berufsfeld" name="feld" value={undefined} options={[["it", "IT"]]} empty="Alle" />,
    );
    const select = screen.getByRole("combobox", { name: "Berufsfeld" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(select.options[0]!.text).toBe("Alle");
  });
});
