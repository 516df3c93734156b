/** The DATA-FILES file-download fields a stored file carries (a document's PDF, a claim's proof). */
export interface FileRef {
  fileUrl: string;
  fileName: string;
  fileContentType: string;
}
