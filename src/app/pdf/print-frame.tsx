import styles from './pdf.module.css';

/** A hidden frame inside the portal that prints a PDF, then goes away with its owner. */
export function PrintFrame({
  url,
  title,
  onDone,
}: {
  url: string | null;
  title: string;
  onDone: () => void;
}) {
  if (!url) return null;
  return (
    <iframe
      src={url}
      title={title}
      className={styles.printFrame}
      onLoad={(event) => {
        try {
          event.currentTarget.contentWindow?.print();
        } finally {
          // Leave the frame until the print dialog has taken the document.
          setTimeout(onDone, 60_000);
        }
      }}
    />
  );
}
