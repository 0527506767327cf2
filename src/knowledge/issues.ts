/**
 * Problems found in knowledge content, each tied to the place an operator can
 * fix it: a workbook cell (`K2_Questions!D14`) or a YAML file line
 * (`k2_questions/LABOR_WAGE.yaml:42`). Checks speak in pointers (file + path in
 * the compiled document); a Locator turns a pointer into that place.
 */
export type Severity = 'error' | 'warning';

export interface KnowledgeIssue {
  severity: Severity;
  /** `Sheet!A1`, `Sheet`, `file.yaml:12` or `file.yaml` */
  location: string;
  message: string;
}

export type PathSegment = string | number;

/** A place inside a compiled document: its YAML file (relative) and a path in it. */
export interface Pointer {
  file: string;
  path: readonly PathSegment[];
}

export interface ResolvedLocation {
  location: string;
  /** What the operator calls the pointed key: a column header or a YAML path. */
  name: string;
}

export interface Locator {
  locate(pointer: Pointer): ResolvedLocation;
}

/** A message, or a function of the pointed key's name (so one check reads well in both sources). */
export type MessageSpec = string | ((name: string) => string);

export class IssueCollector {
  readonly issues: KnowledgeIssue[] = [];

  constructor(private readonly locator: Locator) {}

  error(pointer: Pointer, message: MessageSpec): void {
    this.add('error', pointer, message);
  }

  warning(pointer: Pointer, message: MessageSpec): void {
    this.add('warning', pointer, message);
  }

  /** Where a pointer lands, to name an earlier occurrence in a message. */
  where(pointer: Pointer): string {
    return this.locator.locate(pointer).location;
  }

  /** For problems found before there is a pointer (unreadable file, missing sheet). */
  addAt(severity: Severity, location: string, message: string): void {
    this.issues.push({ severity, location, message });
  }

  get errors(): KnowledgeIssue[] {
    return this.issues.filter((issue) => issue.severity === 'error');
  }

  get warnings(): KnowledgeIssue[] {
    return this.issues.filter((issue) => issue.severity === 'warning');
  }

  private add(severity: Severity, pointer: Pointer, message: MessageSpec): void {
    const { location, name } = this.locator.locate(pointer);
    this.issues.push({ severity, location, message: typeof message === 'string' ? message : message(name) });
  }
}

export function formatIssue(issue: KnowledgeIssue): string {
  return `${issue.location}: ${issue.message}`;
}

/** `scenarios[0].questions[3].answer_type` */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment),
    '',
  );
}
