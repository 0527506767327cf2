/**
 * Maps pointers in compiled documents back to workbook cells. The reader
 * registers, for every row it turns into an item, where each key came from;
 * a pointer resolves to the deepest registered place on its path.
 */
import { roleOfFile } from '../documents.js';
import { formatPath, type Locator, type PathSegment, type Pointer, type ResolvedLocation } from '../issues.js';
import { fieldsSheet, k0Sheet, k1Sheet, k2Sheet, k3Sheet, k4Sheet, level4Sheet, llmPromptsSheet, recommendTextsSheet } from './sheets.js';

const sheetOfRole: Record<string, string> = {
  fields: fieldsSheet.name,
  fields_extra: fieldsSheet.name,
  k0: k0Sheet.name,
  k1: k1Sheet.name,
  k2: k2Sheet.name,
  level4: level4Sheet.name,
  k3: k3Sheet.name,
  k4: k4Sheet.name,
  llm_prompts: llmPromptsSheet.name,
  recommend_texts: recommendTextsSheet.name,
};

interface Place extends ResolvedLocation {
  /** A whole row (names deeper keys by their path) rather than one cell (names them by its header). */
  isRow: boolean;
}

export class WorkbookLocator implements Locator {
  private readonly places = new Map<string, Place>();

  /** A key read from one cell. */
  cell(file: string, path: readonly PathSegment[], address: string, header: string): void {
    this.places.set(key(file, path), { location: address, name: header, isRow: false });
  }

  /** An item read from one row (or a group of rows starting there). */
  row(file: string, path: readonly PathSegment[], address: string): void {
    this.places.set(key(file, path), { location: address, name: formatPath(path), isRow: true });
  }

  locate({ file, path }: Pointer): ResolvedLocation {
    for (let depth = path.length; depth >= 0; depth--) {
      const place = this.places.get(key(file, path.slice(0, depth)));
      if (!place) continue;
      const name = place.isRow && depth < path.length ? formatPath(path.slice(depth)) : place.name;
      return { location: place.location, name };
    }
    const role = roleOfFile(file)?.role;
    return { location: (role && sheetOfRole[role]) ?? file, name: formatPath(path) || file };
  }
}

function key(file: string, path: readonly PathSegment[]): string {
  return `${file}#${path.join('.')}`;
}
