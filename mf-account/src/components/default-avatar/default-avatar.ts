// The default avatar shown when a profile has none (and always on the guardian card).
const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><rect width='120' height='120' fill='%23dee2e6'/>" +
  "<circle cx='60' cy='46' r='24' fill='%23adb5bd'/><path d='M18 112c4-26 22-38 42-38s38 12 42 38z' fill='%23adb5bd'/></svg>";
export const DEFAULT_AVATAR = `data:image/svg+xml;utf8,${SVG}`;
