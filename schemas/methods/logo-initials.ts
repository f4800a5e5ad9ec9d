/** The placeholder of a method without a usable logo: the first two characters of its name (spaces left out), upper-cased. */
export function logoInitials(name: string): string {
  return [...name.replace(/\s+/g, '')].slice(0, 2).join('').toUpperCase();
}
