/** The kinds of file the portal stores and serves, by the extension their names end in. */
export const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type FileExtension = keyof typeof contentTypes;
