/** What a visitor may see of a person: enough to recognise the handler, nothing to reach them by. */

/** The handler as a visitor sees them: the first name and the last name's initial ("Jordan E."). */
export function handlerShortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
