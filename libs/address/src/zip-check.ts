/**
 * Spec section 5: geocode the postal code and compare the locality's city with the city typed in.
 * Localities can be long ("Downtown Toronto (CN Tower / King And Spadina …)"), so a city matches when,
 * ignoring case, accents and punctuation, it equals the locality or appears in it as whole words.
 */
const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(st|ste)\b\.?/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function cityMatchesLocality(city: string, locality: string): boolean {
  const wanted = normalise(city);
  const found = normalise(locality);
  if (!wanted || !found) return false;
  return wanted === found || ` ${found} `.includes(` ${wanted} `);
}
