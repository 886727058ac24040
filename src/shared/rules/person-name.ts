/** The parts of a person a name is made from; either part may be missing. */
export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * How a person is named wherever they are shown or written to: "First Last" with whichever parts
 * are set, else the caller's fallback (the e-mail, a localized "User", …), which differs by place.
 */
export function personName(person: NameParts | null | undefined, fallback = ''): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ') || fallback;
}
