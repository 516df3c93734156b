import { Flex, Radio, Select } from 'antd';
import type { CalendarProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatMonthName } from '@/shared/format/date';
import styles from './components.module.css';

export interface CalendarHeaderLabels {
  year: string;
  month: string;
  mode: string;
}

type HeaderRender = NonNullable<CalendarProps<Dayjs>['headerRender']>;

/**
 * `labels` are read while the header renders (getters keep them in the language shown).
 * antd Calendar's own header leaves its year and month pickers unnamed (an axe failure); this one
 * names them. `yearsAround` years either side of the shown one are offered.
 */
export function namedCalendarHeader(labels: CalendarHeaderLabels, yearsAround: number): HeaderRender {
  return function NamedCalendarHeader({ value, type, onChange, onTypeChange }) {
    const year = value.year();
    const years = Array.from({ length: yearsAround * 2 + 1 }, (_, index) => year - yearsAround + index);
    return (
      <Flex gap="small" justify="flex-end" wrap className={styles.calendarHeader}>
        <Select
          size="small"
          aria-label={labels.year}
          value={year}
          options={years.map((option) => ({ value: option, label: String(option) }))}
          onChange={(next: number) => onChange(value.year(next))}
          popupMatchSelectWidth={false}
        />
        {type === 'month' && (
          <Select
            size="small"
            aria-label={labels.month}
            value={value.month()}
            options={Array.from({ length: 12 }, (_, month) => ({
              value: month,
              // In the portal's language (src/shared/format), not dayjs's English.
              label: formatMonthName(month + 1, undefined, 'short'),
            }))}
            onChange={(next: number) => onChange(value.month(next))}
            popupMatchSelectWidth={false}
          />
        )}
        <Radio.Group
          size="small"
          aria-label={labels.mode}
          value={type}
          onChange={(event) => onTypeChange(event.target.value as 'month' | 'year')}
          options={[
            { value: 'month', label: labels.month },
            { value: 'year', label: labels.year },
          ]}
          optionType="button"
        />
      </Flex>
    );
  };
}
