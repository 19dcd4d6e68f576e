/** Script-injection attempts that user text must never turn into markup (unit and browser tests). */
export const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "<svg onload=alert(1)>",
  '"><iframe src=javascript:alert(1)>',
  '<p style="x" onclick="alert(1)">y</p>',
] as const;
