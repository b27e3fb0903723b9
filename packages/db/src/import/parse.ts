import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';

/** A record of the file with the line it starts on (the CSV header is line 1). */
export interface SourceRecord {
  line: number;
  record: Record<string, unknown>;
}

export interface ParseProblem {
  line: number;
  field: string;
  message: string;
}

export type FileFormat = 'csv' | 'jsonl';

export const formatOf = (path: string): FileFormat | null =>
  /\.csv$/i.test(path) ? 'csv' : /\.(jsonl|ndjson)$/i.test(path) ? 'jsonl' : null;

/** Records of a CSV (header row names the fields; comma or semicolon) or JSON Lines file. */
export const parseSource = (
  content: string,
  format: FileFormat,
): { records: SourceRecord[]; problems: ParseProblem[] } => {
  const problems: ParseProblem[] = [];
  if (format === 'jsonl') {
    const records: SourceRecord[] = [];
    content.split(/\r?\n/).forEach((raw, i) => {
      if (raw.trim() === '') return;
      try {
        const value = JSON.parse(raw) as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          problems.push({ line: i + 1, field: '(row)', message: 'must be a JSON object' });
        } else records.push({ line: i + 1, record: value as Record<string, unknown> });
      } catch {
        problems.push({ line: i + 1, field: '(row)', message: 'is not valid JSON' });
      }
    });
    return { records, problems };
  }
  const firstLine = content.slice(
    0,
    content.indexOf('\n') === -1 ? undefined : content.indexOf('\n'),
  );
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const rows = parse(content, {
      columns: true,
      info: true,
      bom: true,
      delimiter,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    }) as Array<{ record: Record<string, string>; info: { lines: number } }>;
    return {
      records: rows.map(({ record, info }) => ({
        // csv-parse reports the line a record ends on; a quoted field may span lines.
        line:
          info.lines - Object.values(record).reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0),
        record,
      })),
      problems,
    };
  } catch (error) {
    const e = error as { lines?: number; message: string };
    problems.push({ line: e.lines ?? 1, field: '(row)', message: `CSV: ${e.message}` });
    return { records: [], problems };
  }
};

export const readSource = async (path: string, format: FileFormat) =>
  parseSource(await readFile(path, 'utf8'), format);
