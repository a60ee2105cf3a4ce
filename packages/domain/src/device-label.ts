/**
 * A session's device in words a learner recognises ("Chrome" on "Android"), read from its User-Agent.
 * Only these two names leave the server, never the raw header. Order matters: Edge, Opera and Samsung
 * Internet also say "Chrome", Chrome also says "Safari", Android also says "Linux".
 */

export type TDevice = { browser: string | null; os: string | null };

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPad\b/, "iPadOS"],
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and operating system a User-Agent names, each null when none is recognised. */
export function deviceOf(userAgent: string | null | undefined): TDevice {
  const text = userAgent ?? "";
  return { browser: firstMatch(text, BROWSERS), os: firstMatch(text, SYSTEMS) };
}
