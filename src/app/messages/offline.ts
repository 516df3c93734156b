/** Text of the phone app offline (docs/offline.md). */
export const offlineMessages = {
  /** `time`: when the figures shown were fetched. */
  figuresAsOf: (time: string) => `Offline: figures as of ${time}`,
  figuresLastSeen: 'Offline: figures as last seen',
  claims: 'New claims, more claims and proofs of payment need a connection.',
  contracts: 'Opening a contract needs a connection.',
  insights: 'Reading a document or another year needs a connection.',
};
