import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { authMessages } from '@/domains/auth/messages';

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
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        style={{ flex: 1, '--font-size': '16px' }}
      />
      <button
        type="button"
        aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        style={{
          all: 'unset',
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          fontSize: 20,
          color: 'var(--adm-color-weak)',
          cursor: 'pointer',
        }}
      >
        {visible ? <EyeInvisibleOutline /> : <EyeOutline />}
      </button>
    </div>
  );
}
