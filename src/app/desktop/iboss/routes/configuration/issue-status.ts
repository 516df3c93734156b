import { setInsightStatus } from '@/domains/staff-content/issues';
import { issueMessages as m } from './issue-messages';

export type IssueStatus = 'PUBLISHED' | 'ARCHIVED';

/**
 * Withdraws or publishes the documents in one call after the caller's confirmation; says what
 * changed. Throws the call's error (the list or drawer shows it).
 */
export async function changeStatus(documentIds: string[], status: IssueStatus, say: (text: string) => void) {
  const { changed } = await setInsightStatus({ documentIds, status });
  say(
    changed === 0
      ? m.nothingChanged
      : status === 'ARCHIVED'
        ? m.withdrawn(changed)
        : m.publishedAgain(changed),
  );
}
