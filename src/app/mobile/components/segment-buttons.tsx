import styles from './segment-buttons.module.css';

export interface SegmentOption<Value extends string> {
  label: string;
  value: Value;
}

/**
 * A row of toggle buttons, one pressed. Replaces antd-mobile's Segmented, whose listbox role holds
 * radio inputs (an ARIA structure screen readers cannot use).
 */
export function SegmentButtons<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly SegmentOption<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className={styles.segment}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
