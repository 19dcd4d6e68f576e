import { describe, expect, it } from "vitest";
import { moveSchema, PROJECT_STAGES, projectSchema, stageLabel } from "./project-stages";

describe("project stages", () => {
  it("are the six of the issue, in board order", () => {
    expect(PROJECT_STAGES.map((stage) => stage.label)).toEqual([
      "Vorgemerkt",
      "Kontaktiert",
      "Interessiert",
      "Im Gespräch",
      "Eingestellt",
      "Abgesagt",
    ]);
    expect(stageLabel("im-gespraech")).toBe("Im Gespräch");
  });

  it("refuse an unknown stage and a malformed person with German messages", () => {
    const result = moveSchema.safeParse({ intent: "move", profileId: "0", stage: "archiv" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      "Ungültige Auswahl.",
      "Bitte wählen Sie eine Phase.",
    ]);
  });
});

describe("projectSchema", () => {
  it("needs a name and reads the optional ad and the members", () => {
    expect(projectSchema.parse({ name: " Lohnverrechnung 2027 ", jobAdId: "", memberIds: ["3", "4"] })).toEqual({
      name: "Lohnverrechnung 2027",
      jobAdId: null,
      memberIds: [3, 4],
    });
    const empty = projectSchema.safeParse({ name: "  ", jobAdId: "x", memberIds: [] });
    expect(empty.error!.issues.map((issue) => issue.message)).toEqual([
      "Bitte geben Sie dem Projekt einen Namen.",
      "Ungültige Auswahl.",
    ]);
  });
});
