import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { authMessages } from '@/domains/auth/messages';
import styles from './form-fields.module.css';

interface MobilePasswordInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
}

/** Password input with a touch-sized show/hide button. Form.Item passes id, value and onChange. */
export function MobilePasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  placeholder,
}: MobilePasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.password}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={styles.passwordInput}
      />
      <button
        type="button"
        aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className={styles.passwordToggle}
      >
        {visible ? <EyeInvisibleOutline /> : <EyeOutline />}
      </button>
    </div>
  );
}
