import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { usePopupContainer } from '@/app/host/mount-context';
import { componentMessages } from './messages';

/**
 * Dates read as everywhere else in the portal (formatDate: "Jan 31, 2027"), never in the browser's
 * own date-box order; typed dates are taken in that form or as ISO (2027-01-31).
 */
// The first format is a pattern, not a function: rc-picker makes its box read-only when the
// display format is a function, and typed days must be accepted. The pattern writes what
// formatDate writes in the language shown ('MMM D, YYYY' in English), read when the box renders.
export const dateFormats = (): DatePickerProps['format'] => [componentMessages.datePattern, 'YYYY-MM-DD'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const toDay = (iso: string | null | undefined) => (iso && ISO_DAY.test(iso) ? dayjs(iso) : null);

export interface IsoDatePickerProps extends Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'onOk' | 'format' | 'minDate' | 'maxDate' | 'picker' | 'multiple'
> {
  /** A calendar day, `YYYY-MM-DD`; '' or null: none. */
  value?: string | null;
  /** The chosen day as `YYYY-MM-DD`, or '' when cleared. */
  onChange?: (value: string) => void;
  /** The first and last day that can be chosen (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
}

/**
 * antd's date picker over ISO day strings, so a Form.Item holds `2026-11-01` as the contract
 * schemas do (IsoDateSchema). The desktop's one date field: the same display format and typed
 * input on staff and partner screens (shared/format/date.ts).
 */
export function IsoDatePicker({ value, onChange, min, max, ...rest }: IsoDatePickerProps) {
  const getContainer = usePopupContainer();
  return (
    <DatePicker
      getPopupContainer={getContainer}
      {...rest}
      format={dateFormats()}
      value={toDay(value)}
      minDate={toDay(min) ?? undefined}
      maxDate={toDay(max) ?? undefined}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format('YYYY-MM-DD') : '')}
    />
  );
}
