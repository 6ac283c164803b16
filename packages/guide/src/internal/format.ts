/** Fills `{name}` placeholders of a label, such as 'Stage {number} of {count}'. */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
