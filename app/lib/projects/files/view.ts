import type { FileKind } from "./sniff";

/** A project file as the server stores it and as the page shows it. */

export type FileRow = {
  id: string;
  ownerId: string;
  projectId: string;
  folder: string;
  name: string;
  key: string;
  kind: FileKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
};

export type FileView = {
  id: string;
  name: string;
  folder: string;
  kind: FileKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Where the draft, the studio and players load it: public, read-only, under an unguessable key. */
  url: string;
  createdAt: number;
};

export const fileUrl = (key: string) => `/files/${key}`;

export function fileView(row: FileRow): FileView {
  return {
    id: row.id,
    name: row.name,
    folder: row.folder,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl(row.key),
    createdAt: row.createdAt.getTime(),
  };
}

/** GET /resources/project-files/<projectId>?path=/a: one folder of the project (actualPath, actualPathList), the storage (storageSize) and the picks. */
export type Listing = {
  path: string;
  breadcrumb: { name: string; path: string }[];
  folders: { name: string; path: string }[];
  files: FileView[];
  storage: { used: number; limit: number };
  cover: string | null;
  globalImage: string | null;
  globalSound: string | null;
};
