// The answers of uploads (issue 11, spec §7 "shared uploads").
import { defineAnswer, shapes as s } from './shape.js';

/** A stored upload: its id and the path that reads it back (`/api/file/<id>`, a session required). */
export interface UploadedFileDto {
  id: string;
  url: string;
}

export const UploadedFileAnswer = defineAnswer<UploadedFileDto>(
  'UploadedFile',
  s.object({ id: s.string(), url: s.string() }),
);
