/**
 * EU Pay Transparency Directive (2023/970), Art. 5 (2): an employer may not ask candidates about
 * their pay history, their current or previous pay. Asking what they expect to earn stays allowed.
 * One rule for the application form's question editor (applications) and QA's automatic checks
 * of an ad's questions and text (qa). A heuristic over German and English wording: its tests
 * (pay-transparency.test.ts) list what it recognises and what it lets pass.
 */

export const PAY_HISTORY_REFUSAL =
  "Fragen nach dem derzeitigen oder früheren Gehalt sind nicht zulässig (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2). Sie dürfen nach der Gehaltsvorstellung fragen.";

/** Lower case, umlauts and ß spelt out, other accents dropped: "Gehälter" and "Gehaelter" read alike. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/gu, "ae")
    .replace(/ö/gu, "oe")
    .replace(/ü/gu, "ue")
    .replace(/ß/gu, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/** Where a sentence ends: ".", "!" or "?" before a capital (not "inkl. aktuellem", not "3.000"), a line's end. */
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})|[;\n\r]+/u;

/** A sentence as its words (letters and digits), folded. */
function wordsOf(sentence: string): string[] {
  return fold(sentence)
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);
}

/** A word naming pay, also inside a compound ("Bruttojahresgehalt", "Gehaltsnachweis", "Monatslohn"). */
const PAY_WORD =
  /^(?:[a-z]*(?:gehalt|gehaelter|lohn|loehne|einkommen|einkuenfte|verdienst|bezahlung|entlohnung|entgelt|bezuege|verguetung|salaer)[a-z]*|salary|salaries|pay|wage|wages|compensation|earnings|income|remuneration)$/u;
/**
 * Pay words that are not the candidate's own pay: what they expect ("Gehaltsvorstellung",
 * "Wunschgehalt"), the job's range ("Gehaltsrahmen"), or no pay at all ("lohnt", "Belohnung").
 */
const NOT_OWN_PAY = /vorstellung|wunsch|erwart|ziel|vorschlag|verhandl|rahmen|spanne|band|lohnt|lohnend|belohn/u;
/** Words before a pay word that make it the pay hoped for ("erwartetes Gehalt", "desired salary"). */
const HOPED_FOR = /erwart|wuensch|angestrebt|vorgestellt|kuenftig|gewollt|^expected$|^desired$|^target$|^ideal$/u;
/** An English pay word followed by these is the pay hoped for ("salary expectations"). */
const EXPECTATION_AFTER = /^(?:expectation|expectations|requirement|requirements|range|band)$/u;

/** Adjectives that put pay in the present or past, inflected ("aktuelles", "bisherigen", "letzter"). */
const NOW_OR_BEFORE =
  /^(?:(?:aktuell|derzeitig|jetzig|momentan|gegenwaertig|bisherig|letzt|vorig|vorherig|frueher|ehemalig)(?:e|es|en|er|em)|current|present|previous|prior|past|last|former|existing)$/u;
/** Adverbs that do the same ("derzeit", "zuletzt", "currently"). */
const NOW_OR_BEFORE_ADVERB =
  /^(?:aktuell|derzeit|zurzeit|momentan|gegenwaertig|bisher|zuletzt|frueher|vorher|jetzt|currently|presently|previously|formerly)$/u;
/** Prepositions that lead from a pay word to the job it was paid in ("Gehalt beim letzten Arbeitgeber"). */
const AT_JOB = /^(?:bei|beim|im|in|an|am|at|in|with|from)$/u;
/** "ist Ihr …", "what was your …" */
const IS_OR_WAS = /^(?:ist|war|sind|waren|is|was|are|were)$/u;
const POSSESSIVE = /^(?:ihr|ihre|ihres|ihren|ihrem|ihrer|dein|deine|deines|deinen|deinem|deiner|your)$/u;

/** Documents of pay, as the candidate's own: "Gehaltsnachweis", "Lohnzettel", "payslip". */
const PAY_DOCUMENT =
  /^(?:[a-z]*(?:gehalts|lohn|einkommens|verdienst|bezugs|entgelt)(?:historie|verlauf|nachweis|bestaetigung|bescheinigung|auskunft|zettel|abrechnung|streifen)[a-z]*|payslips?|paystubs?)$/u;
/** A sentence naming pay documents as work ("Erfahrung mit Gehaltsabrechnungen"), not the candidate's own. */
const PAY_WORK =
  /^(?:erfahrung\w*|kenntnis\w*|erstell\w*|bearbeit\w*|verrechn\w*|kontroll\w*|pruef\w*|software|programm\w*|bmd|sap|experience|prepar\w*|process\w*)$/u;
/** English names of pay history: "salary history", "pay stub". */
const ENGLISH_HISTORY = /^(?:history|slip|slips|stub|stubs|record|records)$/u;

/**
 * Questions about what the candidate earns or earned: "Was verdienen Sie?", "Verdienen Sie mehr
 * als …?", "how much do you earn" — not the offer "Bei uns verdienen Sie …".
 */
const EARNING_QUESTION =
  /(?:^|\b(?:was|wie viel|wieviel|wie hoch) )(?:verdienen sie|verdienst du)\b|\b(?:verdienten sie|verdientest du)\b|\b(?:haben|hatten|hast|hattest) (?:sie|du)\b.*\bverdient\b|\b(?:how much|what) (?:do|did) you (?:currently |presently )?(?:earn|make|get paid)\b/u;
/** "verdient" (earned) in the past: with a word of time it asks what was earned ("zuletzt verdient"). */
const EARNED = /^verdient(?:e|en|est)?$/u;

const isOwnPay = (words: readonly string[], at: number) =>
  PAY_WORD.test(words[at]!) && !NOT_OWN_PAY.test(words[at]!) && !EXPECTATION_AFTER.test(words[at + 1] ?? "");
const marksTime = (word: string) => NOW_OR_BEFORE.test(word) || NOW_OR_BEFORE_ADVERB.test(word);
/** Pay received: "Welche Gehälter haben Sie bisher bezogen?" */
const RECEIVED = /^(?:bezogen|erhalten|bekommen|gezahlt|ausbezahlt|received|paid|earned)$/u;

/** Whether one sentence (its folded words) asks about pay now or before. */
function asksInSentence(words: readonly string[]): boolean {
  if (EARNING_QUESTION.test(words.join(" "))) return true;
  if (words.some((word) => EARNED.test(word)) && words.some(marksTime)) return true;
  const received = words.some((word) => RECEIVED.test(word)) && words.some(marksTime);
  return words.some((word, at) => {
    if (PAY_DOCUMENT.test(word) && !words.some((other) => PAY_WORK.test(other))) return true;
    if (!isOwnPay(words, at)) return false;
    if (received || ENGLISH_HISTORY.test(words[at + 1] ?? "")) return true;
    const before = words.slice(Math.max(0, at - 4), at);
    // "aktuelles Gehalt", "Ihres letzten monatlichen Bruttogehalts", "zuletzt bezogenes Gehalt".
    if (before.some((other) => NOW_OR_BEFORE.test(other) || other === "zuletzt" || other === "bisher")) return true;
    if (before.some((other) => HOPED_FOR.test(other))) return false;
    // "Gehalt derzeit", "Ihr Gehalt beim letzten Arbeitgeber".
    const next = words[at + 1] ?? "";
    if (NOW_OR_BEFORE_ADVERB.test(next)) return true;
    if (AT_JOB.test(next) && words.slice(at + 2, at + 5).some((other) => NOW_OR_BEFORE.test(other))) return true;
    // "Wie hoch ist Ihr Gehalt?", "What is your salary?"
    return (
      before.some((other) => POSSESSIVE.test(other)) &&
      words.slice(Math.max(0, at - 4), at).some((other) => IS_OR_WAS.test(other))
    );
  });
}

/**
 * Whether a question to candidates (its text, or one of its answers) asks about their current or
 * previous pay. "Gehaltsvorstellung", "Gehaltswunsch", "erwartetes Gehalt" pass.
 */
export function asksAboutPayHistory(question: string): boolean {
  return question.split(SENTENCE_END).some((sentence) => asksInSentence(wordsOf(sentence)));
}

/** Words of a sentence that asks the candidate for something ("Bitte senden Sie …", "mit Angabe …"). */
const REQUEST =
  /^(?:bitte|angabe|angaben|angeben|bekanntgabe|bekanntgeben|nennen|nennung|mitteilen|beilegen|beifuegen|anfuegen|mitsenden|mitschicken|senden|schicken|uebermitteln|vorlegen|hochladen|inkl|inklusive|please|include|including|send|provide|state|attach|indicate|submit)$/u;

/**
 * The sentences of an ad's text that ask candidates about their current or previous pay. An ad
 * states its own pay in much the same words ("das aktuelle KV-Gehalt beträgt …"), so only a
 * sentence that asks the candidate for something counts.
 */
export function payHistoryRequestsIn(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const words = wordsOf(sentence);
      return words.some((word) => REQUEST.test(word)) && asksInSentence(words);
    });
}
