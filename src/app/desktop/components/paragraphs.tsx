import { Typography } from 'antd';
import { bodyParagraphs } from '@/shared/format/paragraphs';

/** Body text from the server: paragraphs separated by blank lines; `lead` is not repeated. */
export default function Paragraphs({ text, lead }: { text: string; lead?: string }) {
  const paragraphs = bodyParagraphs(text, lead);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
      ))}
    </>
  );
}
