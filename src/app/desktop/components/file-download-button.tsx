import { Button, Space, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { saveFile } from '@/domains/document/pdf-file';
import type { FileRef } from '@/domains/document/pdf-file';
import { errorText } from '@/shared/request/error-text';

/**
 * A stored file (a claim's supporting document or proof of payment), saved under its name on a
 * click; a failed download says why beside the button.
 */
export default function FileDownloadButton({
  file,
  children,
  ...button
}: { file: FileRef; children: ReactNode } & Pick<ButtonProps, 'type' | 'size' | 'icon' | 'style'>) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setFailed(null);
    try {
      await saveFile(file);
    } catch (error) {
      setFailed(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space wrap size={4}>
      <Button size="small" {...button} loading={saving} onClick={() => void save()}>
        {children}
      </Button>
      {failed && (
        <Typography.Text role="alert" type="danger">
          {failed}
        </Typography.Text>
      )}
    </Space>
  );
}
