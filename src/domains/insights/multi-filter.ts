/**
 * A labelled multi-select filter of the insight screens (countries, event types), the same on both
 * trees: its options with their labels, and the picked values. Desktop draws a select that sets
 * the whole list; the phone draws a chip per option that adds or removes its own value, keeping
 * the order in which values were picked.
 */
export function multiFilter<T extends string>(
  values: readonly T[],
  picked: T[],
  label: (value: T) => string,
  onChange: (next: T[]) => void,
) {
  return {
    options: values.map((value) => ({ value, label: label(value) })),
    picked,
    isPicked: (value: T) => picked.includes(value),
    set: onChange,
    toggle: (value: T) =>
      onChange(picked.includes(value) ? picked.filter((other) => other !== value) : [...picked, value]),
  };
}
