const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size in bytes for people, in binary steps as upload limits are counted: 20971520 -> "20 MB", 1536 -> "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${String(rounded)} ${UNITS[unit] ?? 'B'}`;
}
