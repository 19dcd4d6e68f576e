import { describe, expect, it } from "vitest";
import { FILE_MESSAGES, MAX_FILE_BYTES, MAX_OTHER_FILES, otherFilesError } from "./files";

describe("otherFilesError: what the browser refuses before sending (issue 32 §6)", () => {
  it("refuses a file over 5 MB and more files than allowed, with the field's German message", () => {
    expect(otherFilesError([])).toBeNull();
    expect(otherFilesError([{ size: MAX_FILE_BYTES }, { size: 1 }])).toBeNull();
    expect(otherFilesError([{ size: 1 }, { size: MAX_FILE_BYTES + 1 }])).toBe(FILE_MESSAGES.tooLarge);
    expect(otherFilesError(Array.from({ length: MAX_OTHER_FILES + 1 }, () => ({ size: 1 })))).toBe(
      FILE_MESSAGES.tooMany,
    );
  });
});
