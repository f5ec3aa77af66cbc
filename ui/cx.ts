// Joins class names, skipping empty ones (CSS Modules give undefined for classes without rules).
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ')
